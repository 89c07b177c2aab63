//! The log of every game's table: its window (a race game's), its lines that follow the newest,
//! and, on a phone whose log is folded away, what just happened told in the strip.

use crate::i18n::Said;
use crate::systems::shared::backdrop::Backdrops;
use crate::systems::shared::lang::Lang;
use crate::systems::shared::race_hud::{
    PANEL_WIDTH, folding_of, narrow_screen, show_foldable, side_place, side_title, small_screen,
    swatch,
};
use crate::systems::shared::space_labels::PointedSpaces;
use bevy_egui::egui;

/// The log window at the bottom right, newest last (the last 200 lines), each line after the swatch
/// of the seat it tells of (`swatches` of a line's index), as Mehen's Log; the squares of the line
/// under the pointer (`spaces` of a line's index) are ringed on the board. Under a side column
/// ending at `above`, its lines give up height rather than cover the column's end.
pub fn log_window(
    ctx: &egui::Context,
    (lang, lines, spaces, swatches): LogLines<'_>,
    (frame, above): (egui::Frame, Option<f32>),
    (backdrops, pointed): (&mut Backdrops, &mut PointedSpaces),
) {
    let mut names = Vec::new();
    let window = log_window_at(ctx, (lang, frame), ("race-log", 0.0, PANEL_WIDTH));
    // Folded at first on a phone, where the board and the side column need the room.
    let folding = ("race-log", !small_screen(ctx));
    // What the window takes around its lines (its title, the row under them), as last shown.
    let around_key = egui::Id::new("race-log-around");
    let around = ctx.data(|d| d.get_temp::<f32>(around_key)).unwrap_or(0.0);
    let height = above.map_or(LOG_HEIGHT, |above| {
        (ctx.content_rect().bottom() - 16.0 - above - around).clamp(LOG_LEAST, LOG_HEIGHT)
    });
    let shown = show_foldable(ctx, window, folding, |ui| {
        following_log(ui, lang, lines.len(), height, |ui| {
            let first = lines.len().saturating_sub(200);
            for (i, line) in lines.iter().enumerate().skip(first) {
                let words = egui::Label::new(line.get(lang.language())).wrap();
                let row = match swatches(i) {
                    // The words wrap at their own line height beside the swatch.
                    Some(colour) => {
                        ui.horizontal_top(|ui| {
                            swatch(ui, colour, 5.0);
                            ui.add(words);
                        })
                        .response
                    }
                    None => ui.add(words),
                };
                if row.contains_pointer() {
                    names = spaces(i);
                }
            }
        });
    });
    if let Some(open) = shown.as_ref().filter(|s| s.inner.is_some()) {
        let taken = open.response.rect.height() - height;
        ctx.data_mut(|d| d.insert_temp(around_key, taken));
    }
    backdrops.add_foldable(shown, folding_of(ctx, "race-log"));
    pointed.set(names);
}

/// The Log's window (the panel `id`), at the bottom right `lift` above the screen's foot, `wide`
/// across; on a phone, where [`side_place`] puts the panel `id`.
pub fn log_window_at(
    ctx: &egui::Context,
    (lang, frame): (&Lang, egui::Frame),
    (id, lift, wide): (&str, f32, f32),
) -> egui::Window<'static> {
    let place = (
        egui::Align2::RIGHT_BOTTOM,
        egui::vec2(-8.0, -8.0 - lift),
        wide,
    );
    let (corner, offset, width) = side_place(ctx, place, (false, id));
    egui::Window::new(side_title(ctx, lang.t("hud-log")))
        .frame(frame)
        .anchor(corner, offset)
        .resizable(false)
        .min_width(width)
        .max_width(width)
}

/// The height of a race game's log lines (egui points), where nothing above asks for less.
const LOG_HEIGHT: f32 = 140.0;

/// The least height of its lines, however tall the column above: two lines.
const LOG_LEAST: f32 = 40.0;

/// What a race game's log window shows: its words, the lines' squares and the lines' swatches
/// (each by the line's index).
pub type LogLines<'a> = (
    &'a Lang,
    &'a [Said],
    &'a dyn Fn(usize) -> Vec<u8>,
    &'a dyn Fn(usize) -> Option<egui::Color32>,
);

/// A log's scrolling lines (`count` of them, drawn by `lines`): they follow the newest line unless the
/// player scrolled up to read, and then a button under them says how many came since and goes down.
pub fn following_log(
    ui: &mut egui::Ui,
    lang: &Lang,
    count: usize,
    height: f32,
    lines: impl FnOnce(&mut egui::Ui),
) {
    let key = egui::Id::new("log-follow");
    // The lines seen at the bottom, and whether the button asked to go down.
    let (seen, down) = ui
        .data(|d| d.get_temp::<(usize, bool)>(key))
        .unwrap_or((count, false));
    // One height however many lines there are, so the panels around it never move; on a phone's
    // narrow screen, where the log opens over the board to be read, two fifths of the screen.
    let height = if narrow_screen(ui.ctx()) {
        height.max(ui.ctx().content_rect().height() * 0.4)
    } else {
        height
    };
    let area = egui::ScrollArea::vertical()
        .id_salt(key)
        .max_height(height)
        .min_scrolled_height(height)
        .auto_shrink([false, false])
        .stick_to_bottom(true);
    let out = area.show(ui, |ui| {
        crate::systems::shared::text_fit::may_scroll(ui);
        lines(ui);
        // Down to the newest line, from where the lines end (an offset past the end would be
        // kept as it is, and the lines scrolled out of sight for good).
        if down {
            let at_once = egui::style::ScrollAnimation::none();
            ui.scroll_to_cursor_animation(Some(egui::Align::BOTTOM), at_once);
        }
    });
    let at_bottom = out.state.offset.y + out.inner_rect.height() >= out.content_size.y - 4.0;
    // A new game's shorter log starts seen.
    let seen = if at_bottom || seen > count {
        count
    } else {
        seen
    };
    let mut down = false;
    // The "new lines below" button's row is kept whether it shows or not.
    ui.horizontal(|ui| {
        ui.set_min_height(ui.spacing().interact_size.y);
        if count > seen {
            let more = [("count", (count - seen).into())];
            down = ui.small_button(lang.f("log-more", &more)).clicked();
        }
    });
    ui.data_mut(|d| d.insert_temp(key, (seen, down)));
}

/// The most rows "Just now" takes in a phone's strip.
const JUST_NOW_ROWS: usize = 3;

/// On a phone, whose log is folded away: what just happened, told in the strip's few lines by
/// the first of `tellings` (the fullest first) that fits them (a longer one would grow the strip
/// and shrink the board); else `instead` (who played, and that the Log tells it).
pub fn just_now(
    ui: &mut egui::Ui,
    lang: &Lang,
    tellings: &[String],
    instead: impl FnOnce() -> String,
) {
    let font = egui::TextStyle::Body.resolve(ui.style());
    let colour = ui.visuals().weak_text_color();
    let width = ui.available_width();
    // Each laid out once: counted, then shown as it is.
    let fitting = tellings.iter().find_map(|words| {
        let said = lang.f("hud-just-now", &[("words", words.as_str().into())]);
        let laid_out = ui.painter().layout(said, font.clone(), colour, width);
        (laid_out.rows.len() <= JUST_NOW_ROWS).then_some(laid_out)
    });
    match fitting {
        Some(laid_out) => ui.label(laid_out),
        None => ui.label(egui::RichText::new(instead()).weak()),
    };
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::i18n::{Language, Localizer};

    /// "New lines below" takes the log down to its newest line (it once scrolled the lines out of
    /// sight for good).
    #[test]
    fn going_down_to_new_lines_shows_them() {
        let ctx = egui::Context::default();
        let lang = Lang(Localizer::new(Language::English));
        let screen = egui::Rect::from_min_size(egui::Pos2::ZERO, egui::vec2(1280.0, 720.0));
        let mut newest_shown = Vec::new();
        for frame in 0..5 {
            // The player had read ten lines of forty and pressed "new lines below".
            if frame == 1 {
                ctx.data_mut(|d| d.insert_temp(egui::Id::new("log-follow"), (10_usize, true)));
            }
            let input = egui::RawInput {
                screen_rect: Some(screen),
                ..Default::default()
            };
            let _ = ctx.run_ui(input, |ui| {
                following_log(ui, &lang, 40, 140.0, |ui| {
                    let lines: Vec<egui::Response> =
                        (0..40).map(|i| ui.label(format!("line {i}"))).collect();
                    let newest = lines.last().expect("forty lines").rect;
                    newest_shown.push(ui.clip_rect().contains_rect(newest));
                });
            });
        }
        // In sight from the frame after the press, and kept there.
        assert_eq!(newest_shown[2..], [true; 3], "{newest_shown:?}");
    }
}
