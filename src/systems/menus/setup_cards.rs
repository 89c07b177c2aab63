//! New game's window and its cards: one per game, its board's picture, name and line; clicking one
//! chooses that game. Laid out for the window's width, smaller on a phone.

use super::pictures::MenuArt;
use crate::rules::GameKind;
use crate::systems::shared::lang::Lang;
use crate::systems::shared::race_hud::PINNED_TOP;
use crate::systems::shared::theme::{self, palette};
use bevy_egui::egui;

/// A card's name and line, laid out.
type CardWords = (std::sync::Arc<egui::Galley>, std::sync::Arc<egui::Galley>);

/// The six games' cards, laid out for the window's width: six in a row where they fit at a readable
/// size, else rows of three; on a small screen (`compact`) names without their lines under a
/// smaller picture.
pub(super) struct CardGrid {
    across: f32,
    size: egui::Vec2,
    words: [CardWords; 6],
}

impl CardGrid {
    pub(super) fn new(ui: &egui::Ui, width: f32, compact: bool, lang: &Lang) -> CardGrid {
        let gap = ui.spacing().item_spacing.x;
        // A phone held sideways (compact, wide enough) keeps the six in one row, so the chosen
        // game's options show under them without scrolling.
        let narrowest = if compact { 110.0 } else { 140.0 };
        let across = if width >= 6.0 * narrowest + 5.0 * gap {
            6.0
        } else {
            3.0
        };
        // A pixel to spare, so rounding never pushes the last card of a row onto the next.
        let card_width = ((width - 1.0 - (across - 1.0) * gap) / across).min(172.0);
        // As tall as the longest name and line need (they wrap differently in each language).
        let words = GameKind::ALL.map(|kind| card_words(ui, kind, (card_width, compact), lang));
        let tallest = words
            .iter()
            .map(|(title, line)| title.size().y + line.size().y)
            .fold(0.0, f32::max);
        let picture = picture_height(card_width, compact);
        CardGrid {
            across,
            size: egui::vec2(card_width, picture + tallest + 22.0),
            words,
        }
    }

    /// The height of the rows of cards.
    pub(super) fn height(&self, ui: &egui::Ui) -> f32 {
        let rows = if self.across == 6.0 { 1.0 } else { 2.0 };
        rows * self.size.y + (rows - 1.0) * ui.spacing().item_spacing.y
    }

    pub(super) fn show(
        &self,
        ui: &mut egui::Ui,
        game: &mut GameKind,
        (art, lang): (&MenuArt, &Lang),
    ) {
        ui.horizontal_wrapped(|ui| {
            for (kind, words) in GameKind::ALL.into_iter().zip(self.words.clone()) {
                game_card(ui, game, (kind, self.size, words), (art, lang));
            }
        });
    }
}

/// The height of a card's picture of its board.
fn picture_height(card_width: f32, compact: bool) -> f32 {
    let full = card_width * 0.55;
    if compact { full.min(32.0) } else { full }
}

/// One game on offer as a card `size` big (its board's picture, its name and line): clicking it
/// chooses that game.
fn game_card(
    ui: &mut egui::Ui,
    game: &mut GameKind,
    (kind, size, (title, line)): (GameKind, egui::Vec2, CardWords),
    (art, lang): (&MenuArt, &Lang),
) {
    let chosen = *game == kind;
    let (rect, response) = ui.allocate_exact_size(size, egui::Sense::click());
    let name = lang.t(&format!("game-{}", kind.name()));
    let response = response.on_hover_text(lang.f("setup-card-tip", &[("game", name.into())]));
    if response.clicked() {
        *game = kind;
    }
    let painter = ui.painter_at(rect);
    let (fill, edge) = if chosen {
        (
            palette::PAPYRUS_LIGHT,
            egui::Stroke::new(3.0, palette::GOLD),
        )
    } else if response.hovered() {
        (
            palette::PAPYRUS_LIGHT,
            egui::Stroke::new(1.5, palette::INK_FADED),
        )
    } else {
        (
            palette::LIMESTONE,
            egui::Stroke::new(1.0, palette::INK_FADED),
        )
    };
    painter.rect(rect.shrink(1.5), 4.0, fill, edge, egui::StrokeKind::Inside);
    if response.has_focus() {
        let focus = ui.visuals().selection.stroke;
        painter.rect_stroke(rect, 5.0, focus, egui::StrokeKind::Outside);
    }
    let tall = size.y - title.size().y - line.size().y - 22.0;
    let picture = egui::Rect::from_min_size(
        rect.min + egui::vec2(6.0, 6.0),
        egui::vec2(size.x - 12.0, tall),
    );
    art.board(&painter, picture, kind);
    let title_at = egui::pos2(rect.min.x + 7.0, picture.max.y + 4.0);
    let line_at = title_at + egui::vec2(0.0, title.size().y + 2.0);
    painter.galley(title_at, title, palette::INK);
    painter.galley(line_at, line, palette::INK_FADED);
}

/// A card's name and line about its game, laid out for a card `width` wide (on a `compact` card, no
/// line: the chosen game's words are under the cards).
fn card_words(
    ui: &egui::Ui,
    kind: GameKind,
    (width, compact): (f32, bool),
    lang: &Lang,
) -> CardWords {
    let text = |text: String, points: f32, colour: egui::Color32, family: egui::FontFamily| {
        let font = egui::FontId::new(points, family);
        ui.painter().layout(text, font, colour, width - 14.0)
    };
    let title = text(
        lang.t(&format!("game-{}", kind.name())),
        14.0,
        palette::INK,
        theme::title_family(ui.ctx()),
    );
    let line = text(
        if compact {
            String::new()
        } else {
            lang.t(&format!("card-{}", kind.name()))
        },
        12.0,
        palette::INK_FADED,
        egui::FontFamily::Proportional,
    );
    (title, line)
}

/// New game's window, `width` wide inside, in the middle near the top. Where it stands is worked
/// out here: anchored, a window wider than its room for a frame would be placed off the screen's
/// left edge. Its width is its outer one (egui 0.36): the contents' and the frame's.
pub(super) fn setup_window<'a>(
    ctx: &egui::Context,
    title: &'a str,
    width: f32,
) -> egui::Window<'a> {
    let screen = ctx.content_rect();
    let outer = width
        + egui::Frame::window(&ctx.global_style())
            .total_margin()
            .sum()
            .x;
    let left = ((screen.width() - outer) / 2.0).max(0.0);
    egui::Window::new(title)
        .fixed_pos(egui::pos2(left, PINNED_TOP))
        .collapsible(false)
        .resizable(false)
        .min_width(outer)
        .max_width(outer)
}

/// The games' cards for the window's width; on a short screen they stand in the options' scroll
/// area, beside its bar.
pub(super) fn card_grid(ui: &egui::Ui, (narrow, short): (bool, bool), lang: &Lang) -> CardGrid {
    let bar = &ui.spacing().scroll;
    let beside_bar = if short {
        bar.bar_width + bar.bar_inner_margin + bar.bar_outer_margin
    } else {
        0.0
    };
    CardGrid::new(ui, ui.available_width() - beside_bar, narrow || short, lang)
}
