//! A chosen piece's moves in words: in the sidebar between the scores and the log, or on a phone in
//! a sheet over the board, and what the rings on the board mean. (Why a piece's share is capped is
//! said in the turn strip, in view whichever way the moves are shown.)

use super::banner::SIDEBAR;
use super::banner::{MOVES_SHEET, narrow, set_moves_sheet};
use super::draft::Selection;
use crate::systems::mehen::sitting::Screen;
use crate::systems::mehen::turn::Request;
use crate::systems::shared::lang::Lang;
use crate::systems::shared::text_fit::may_scroll;
use bevy::prelude::*;
use bevy_egui::egui;

/// The height of the list of a selected piece's moves before it scrolls.
const OPTIONS_HEIGHT: f32 = 320.0;

/// A row of the moves list, and the room the rings' legend takes under it (egui points).
pub(super) const ROW: f32 = 26.0;
const LEGEND: f32 = 44.0;

/// A window of the sidebar, its top at `top`.
pub(super) fn sidebar_window(
    title: impl Into<egui::WidgetText>,
    frame: egui::Frame,
    top: f32,
) -> egui::Window<'static> {
    egui::Window::new(title)
        .frame(frame)
        .anchor(egui::Align2::RIGHT_TOP, egui::vec2(-8.0, top + 8.0))
        .resizable(false)
        .collapsible(false)
        .min_width(SIDEBAR)
        .max_width(SIDEBAR)
}

/// The selected piece's moves in words, in the sidebar between the scores and the log (`top` and
/// `bottom`), or down to `foot` where that is too short.
pub(super) fn moves_window(
    ctx: &egui::Context,
    frame: egui::Frame,
    (table, lang): (&Screen<'_>, &Lang),
    sel: &Selection,
    (top, bottom, foot): (f32, f32, f32),
    requests: &mut MessageWriter<Request>,
    names: &mut Vec<u8>,
) -> Option<egui::InnerResponse<Option<()>>> {
    // Scrolling when the list is longer than the room (the title and the rings' legend under the
    // list take the rest).
    // What the window takes besides its list (the title bar, the legend and the
    // margins) as it took last frame (words wrap longer in French); at first, as at 1280x720.
    let around = |legend: Legend| egui::Id::new(("mehen-moves-around", legend));
    let measured = |legend| ctx.data(|d| d.get_temp::<f32>(around(legend)));
    let estimate = 120.0;
    // Where the sidebar is short (a lesson's panel below, a small window), the rings' legend
    // moves to the list's end, scrolled to, so the list keeps room for two moves of two lines and
    // the window ends above what follows.
    let under = measured(Legend::Under).unwrap_or(estimate);
    let (legend, words_below) = if bottom - top - under >= 4.0 * ROW {
        (Legend::Under, under)
    } else {
        (
            Legend::AfterMoves,
            measured(Legend::AfterMoves).unwrap_or(estimate - LEGEND),
        )
    };
    // Too short still for two rows (a small window, the hint and the moves chosen above): the
    // window takes the log's place down to the screen's foot (the log is history, while a move is
    // chosen) rather than cover the moves chosen, and only there rises over what stands above.
    let bottom = if bottom - top < words_below + 2.0 * ROW {
        bottom.max(foot)
    } else {
        bottom
    };
    let top = top.min(bottom - words_below - ROW).max(8.0);
    let room = (bottom - top - words_below).clamp(ROW, OPTIONS_HEIGHT);
    let title = moves_title(lang, sel);
    let shown = sidebar_window(title, frame, top).show(ctx, |ui| {
        moves_list(ui, (table, lang), sel, (room, legend), (requests, names))
    });
    if let Some((window, Some(list))) = shown.as_ref().map(|s| (s.response.rect, s.inner)) {
        ctx.data_mut(|d| d.insert_temp(around(legend), window.height() - list));
    }
    shown.map(|s| egui::InnerResponse::new(s.inner.map(|_| ()), s.response))
}

fn moves_title(lang: &Lang, sel: &Selection) -> String {
    lang.t(if sel.narrowed {
        "hud-moves-narrowed"
    } else {
        "hud-moves"
    })
}

/// On a phone, the selected piece's moves in a sheet over the board, opened from the turn strip
/// and closed by its cross: the board never makes room for it, so it keeps its size when the list
/// closes. Upright it hangs under the strip across the width (the tail pen, where pawns enter,
/// stays in view); sideways it stands at the right, the strip's column at the left.
pub(super) fn moves_sheet(
    ctx: &egui::Context,
    frame: egui::Frame,
    (table, lang): (&Screen<'_>, &Lang),
    sel: &Selection,
    (strip_bottom, below): (f32, f32),
    (requests, names): (&mut MessageWriter<Request>, &mut Vec<u8>),
) -> Option<egui::InnerResponse<Option<()>>> {
    let screen = ctx.content_rect();
    let lesson = table.coach.is_some();
    let (corner, offset, width) = if narrow(ctx) {
        let top = strip_bottom + 8.0;
        // (The window's width is its outer one.)
        (
            egui::Align2::LEFT_TOP,
            egui::vec2(8.0, top),
            screen.width() - 16.0,
        )
    } else if lesson {
        // The lesson's panel stands at the right: the list goes beside the strip's column.
        let column = crate::systems::shared::race_hud::column_width(screen.width(), true);
        (
            egui::Align2::LEFT_TOP,
            egui::vec2(column + 32.0, 8.0),
            SIDEBAR,
        )
    } else {
        (egui::Align2::RIGHT_TOP, egui::vec2(-8.0, 8.0), SIDEBAR)
    };
    // The title bar and the margins (the rings' legend follows the moves in
    // the list, so the moves have the room).
    let words = 70.0;
    // Upright, down to the middle of the space between the strip and what stands under the board
    // (the log's tab, a lesson's panel); sideways, the screen's height.
    let room = if narrow(ctx) {
        (below - strip_bottom) * 0.6 - words
    } else {
        screen.height() - 16.0 - words
    };
    let mut open = true;
    let shown = egui::Window::new(moves_title(lang, sel))
        .id(egui::Id::new(MOVES_SHEET))
        .frame(frame)
        .anchor(corner, offset)
        .resizable(false)
        .collapsible(false)
        .open(&mut open)
        .min_width(width)
        .max_width(width)
        .show(ctx, |ui| {
            let room = room.max(2.0 * ROW);
            let within = (room, Legend::AfterMoves);
            moves_list(ui, (table, lang), sel, within, (requests, names));
        });
    if !open {
        set_moves_sheet(ctx, false);
    }
    shown
}

/// Where the rings' legend stands beside a piece's moves.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
enum Legend {
    /// Under the list, always in view.
    Under,
    /// At the list's end, scrolled to (a phone's sheet, a short sidebar: the moves need the room).
    AfterMoves,
}

/// A piece's moves as buttons (the notation after each where asked), scrolling past `room`, and
/// the rings' legend where `legend` puts it. Answers the height the list took.
fn moves_list(
    ui: &mut egui::Ui,
    (table, lang): (&Screen<'_>, &Lang),
    sel: &Selection,
    (room, legend): (f32, Legend),
    (requests, names): (&mut MessageWriter<Request>, &mut Vec<u8>),
) -> f32 {
    // What the rings on the board mean while a piece is chosen.
    let rings = |ui: &mut egui::Ui| rings_key(ui, lang);
    // A list of its own for each piece and choice, so each opens at its top, never scrolled to
    // the end of the last one's.
    let list = egui::ScrollArea::vertical()
        .id_salt((
            "mehen-moves",
            sel.from,
            sel.lion,
            sel.narrowed,
            table.draft.chosen.len(),
        ))
        .max_height(room)
        .show(ui, |ui| {
            may_scroll(ui);
            for (i, (m, dest)) in sel.options.iter().enumerate() {
                ui.horizontal_wrapped(|ui| {
                    let words = table.option_words(lang, *m);
                    let key = [("key", (i + 1).into())];
                    let button = ui
                        .button(format!("{}. {words}", i + 1))
                        .on_hover_text(lang.f("hud-option-tip", &key));
                    if button.hovered() {
                        names.extend([sel.from, *dest].into_iter().flatten());
                    }
                    if button.clicked() {
                        requests.write(Request::Option(i));
                    }
                    if table.settings.notation {
                        ui.label(egui::RichText::new(m.to_string()).small().weak())
                            .on_hover_text(lang.t("hud-notation-tip"));
                    }
                });
            }
            if legend == Legend::AfterMoves {
                rings(ui);
            }
        });
    if legend == Legend::Under {
        rings(ui);
    }
    list.inner_rect.height()
}

/// The rings on the board while a piece is chosen, each drawn as on the board (on a disc of the
/// serpent's green, where the pale and white ones show) beside a few words: a key a glance reads,
/// two short lines at the side column's width.
fn rings_key(ui: &mut egui::Ui, lang: &Lang) {
    use super::marks::{ENDS, GOES, HINTED, JUMPS, PICKED, PLAYABLE};
    let kinds = [
        (PLAYABLE, false, "hud-key-movable"),
        (PICKED, false, "hud-key-picked"),
        (GOES, true, "hud-key-goes"),
        (JUMPS, true, "hud-key-jumps"),
        (ENDS, false, "hud-key-ends"),
        (HINTED, false, "hud-key-hint"),
    ];
    ui.horizontal_wrapped(|ui| {
        ui.spacing_mut().item_spacing.x = 10.0;
        for (colour, dot, id) in kinds {
            ring_and_words(ui, (colour, dot), lang.t(id));
        }
    });
}

/// One entry of the key, one piece so a line never parts them: a small disc of the serpent's
/// green with the ring (and its dot) on it, then the words.
fn ring_and_words(ui: &mut egui::Ui, (colour, dot): (Color, bool), words: String) {
    let font = egui::TextStyle::Small.resolve(ui.style());
    let ink = ui.visuals().text_color();
    let galley = ui.painter().layout_no_wrap(words, font, ink);
    let disc = ui.text_style_height(&egui::TextStyle::Small) + 2.0;
    let gap = 4.0;
    let size = egui::vec2(disc + gap + galley.size().x, disc.max(galley.size().y));
    let (rect, _) = ui.allocate_exact_size(size, egui::Sense::hover());
    let painter = ui.painter();
    let (centre, r) = (
        egui::pos2(rect.left() + disc / 2.0, rect.center().y),
        disc / 2.0,
    );
    painter.circle_filled(centre, r, egui::Color32::from_rgb(0x3e, 0x7b, 0x58));
    // Opaque: a thin ring half seen on a small disc would read duller than the board's.
    let ring = crate::systems::shared::race_hud::colour32(colour);
    painter.circle_stroke(centre, r * 0.68, egui::Stroke::new(1.5, ring));
    if dot {
        painter.circle_filled(centre, r * 0.24, ring);
    }
    let text_at = egui::pos2(
        rect.left() + disc + gap,
        rect.center().y - galley.size().y / 2.0,
    );
    painter.galley(text_at, galley, ink);
}
