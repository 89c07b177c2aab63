//! Panels shared by the screens of the race games (Senet, the Hyena game, family Mehen, Bak-Amen):
//! the turn strip, the side column's panels that fold, the Export record / Main menu row, the
//! game-over window, colour swatches and centred windows.

use crate::i18n::Said;
use crate::systems::shared::lang::Lang;
use crate::systems::shared::state::{AppState, Paused};
use bevy::prelude::*;
use bevy_egui::egui;

/// The width of a race game's side column: the seats and the log stand in one column on the right,
/// under the turn strip's right end, and the camera keeps the board to their left.
pub const PANEL_WIDTH: f32 = 340.0;

/// The width of the Mehen screen's side column and of a lesson's panel (egui points): the scores,
/// a piece's moves and the log.
pub const SIDEBAR: f32 = 320.0;

/// A lesson's panel's width (egui points) on a phone held sideways, where it stands the screen's
/// height down the right: narrow, so the board between it and the turn strip's column keeps the
/// width.
pub const SIDEWAYS_LESSON_WIDTH: f32 = 240.0;

/// Below this width (egui points) a screen is a phone's narrow one: the turn strip takes the whole
/// width at the top, and the side column's panels stand side by side along the bottom.
pub const NARROW: f32 = 600.0;

/// Below this height (egui points) a screen is a short one (a phone held sideways): the side
/// column's log starts folded.
pub const SHORT: f32 = 560.0;

/// On a short screen that is not narrow (a phone held sideways), the turn strip stands as a column
/// down the left so the board keeps the whole height: the height its contents may take (None
/// elsewhere).
pub fn strip_column(ctx: &egui::Context) -> Option<f32> {
    let rect = ctx.content_rect().size();
    let margins = ctx.global_style().spacing.window_margin.sum().y + 2.0;
    sideways(Vec2::new(rect.x, rect.y)).then_some(rect.y - 16.0 - margins)
}

/// Is the screen a phone's held sideways, where the turn strip is a column?
pub fn sideways_screen(ctx: &egui::Context) -> bool {
    strip_column(ctx).is_some()
}

/// Is a screen of `size` (egui points) short but not narrow: a phone held sideways?
pub fn sideways(size: Vec2) -> bool {
    size.x >= NARROW && size.y < SHORT
}

/// The turn strip's width as a column on a sideways screen `screen_width` wide: wide enough for
/// Mehen's moves chosen to show whole beside the notices, slimmer where the column says less
/// (`slim`: a lesson, whose panel on the board's other side says what to choose; the race games,
/// whose strip holds a few short lines), so the board has the width.
pub fn column_width(screen_width: f32, slim: bool) -> f32 {
    if slim {
        (screen_width * 0.3).clamp(230.0, 300.0)
    } else {
        (screen_width * 0.36).clamp(230.0, 320.0)
    }
}

/// Is the screen a phone's narrow one, where the turn strip and the side column stack?
pub fn narrow_screen(ctx: &egui::Context) -> bool {
    ctx.content_rect().width() < NARROW
}

/// A turn strip's height: `base`, or what its words have needed at this screen size (a notice that
/// wraps, a larger interface, longer French words), so they never end in a scroll. It grows once
/// and then holds, so the board moves once rather than with each message.
pub fn grown_height(ui: &egui::Ui, salt: &str, base: f32) -> f32 {
    // The key first: egui's memory is locked while it is read.
    let key = grown_key(ui, salt);
    let needed = ui.data(|d| d.get_temp::<f32>(key));
    // Never more than half the screen: the board keeps the rest (what is longer scrolls).
    let most = (ui.ctx().content_rect().height() * 0.5).max(base);
    needed.map_or(base, |n| n.clamp(base, most))
}

/// Notes the height the strip's words took this frame (see [`grown_height`]).
pub fn note_needed_height(ui: &egui::Ui, salt: &str, content: f32) {
    // A window's first pass lays it out at no set width: its words wrap as they will not.
    if ui.is_sizing_pass() {
        return;
    }
    let key = grown_key(ui, salt);
    let grew = ui.data_mut(|d| {
        let before = d.get_temp::<f32>(key).unwrap_or(0.0);
        let grew = content > before + 0.5;
        if grew {
            d.insert_temp(key, content.ceil());
        }
        grew
    });
    // The strip takes its new height on the next frame: one must come, even while the game waits
    // for input, or the words that grew it stay hidden.
    if grew {
        ui.ctx().request_repaint();
    }
}

/// A strip's words start afresh from `base` each time `moment` changes (a lesson's next step): what
/// one step needed (the demonstration's two chosen moves) no longer shrinks the board in the next,
/// which is framed afresh for the strip's height.
pub fn grow_afresh_at(ui: &egui::Ui, salt: &str, moment: impl std::hash::Hash + std::fmt::Debug) {
    let key = grown_key(ui, salt);
    let marker = egui::Id::new(("grown-since", salt));
    let now = egui::Id::new(moment).value();
    let changed = ui.data_mut(|d| {
        let before = d.get_temp::<u64>(marker);
        if before != Some(now) {
            d.insert_temp(marker, now);
            d.remove::<f32>(key);
        }
        before.is_some_and(|b| b != now)
    });
    if changed {
        crate::systems::shared::framing::panel_folded(ui.ctx());
    }
}

fn grown_key(ui: &egui::Ui, salt: &str) -> egui::Id {
    let size = ui.ctx().content_rect().size();
    egui::Id::new(("grown-height", salt, size.x as u32, size.y as u32))
}

/// On a phone's narrow screen, a panel stands across the width, above the folded panels' title
/// bars: its width and how far its bottom stands above the screen's (None on a wider screen).
pub fn across_above_folded(ctx: &egui::Context) -> Option<(f32, f32)> {
    narrow_screen(ctx).then(|| {
        let tab = ctx.global_style().spacing.interact_size.y.max(20.0) + 24.0;
        (ctx.content_rect().width() - 30.0, tab + 8.0)
    })
}

/// Is the screen a phone's, narrow or short, where the side column's panels start folded?
pub fn small_screen(ctx: &egui::Context) -> bool {
    let size = ctx.content_rect().size();
    small_size(size.x, size.y)
}

/// Is a screen of this size (egui points) a phone's, narrow or short?
pub fn small_size(width: f32, height: f32) -> bool {
    width < NARROW || height < SHORT
}

/// Shows a side panel that folds (`id`: its egui id; `open_at_first`): a tap anywhere on its title
/// bar opens or folds it, not only on the small triangle, which a finger misses. (egui itself folds
/// a panel at a double click on its bar.)
pub fn show_foldable<R>(
    ctx: &egui::Context,
    window: egui::Window<'_>,
    (id, open_at_first): (&str, bool),
    add_contents: impl FnOnce(&mut egui::Ui) -> R,
) -> Option<egui::InnerResponse<Option<R>>> {
    let id = egui::Id::new(id);
    let state = || folding_state(ctx, id, open_at_first);
    // On a phone one panel stands open at a time: opening another folds this one, so neither
    // covers the other's lines or buttons.
    let small = small_screen(ctx);
    let newest = egui::Id::new("newest-open-panel");
    if small
        && state().is_open()
        && ctx
            .data(|d| d.get_temp::<egui::Id>(newest))
            .is_some_and(|n| n != id)
    {
        let mut folded = state();
        folded.set_open(false);
        folded.store(ctx);
        crate::systems::shared::framing::panel_folded(ctx);
    }
    let was_open = state().is_open();
    // A phone held sideways stacks the panels down the right: an open one scrolls what would
    // reach the other's folded tab, which stays in sight to be tapped.
    let most = sideways_screen(ctx).then(|| ctx.content_rect().height() - ROOM_FOR_A_TAB);
    let shown = window
        .id(id)
        .collapsible(true)
        .default_open(open_at_first)
        .show(ctx, |ui| match most {
            Some(most) => {
                egui::ScrollArea::vertical()
                    .id_salt(id.with("fits"))
                    .max_height(most)
                    .show(ui, |ui| {
                        crate::systems::shared::text_fit::may_scroll(ui);
                        add_contents(ui)
                    })
                    .inner
            }
            None => add_contents(ui),
        });
    let bar = ctx.read_response(id.with("__title_click"));
    if bar.is_some_and(|bar| bar.clicked() && !bar.double_clicked()) {
        let mut state = state();
        state.set_open(!state.is_open());
        state.store(ctx);
    }
    if state().is_open() != was_open {
        crate::systems::shared::framing::panel_folded(ctx);
        if small && state().is_open() {
            ctx.data_mut(|d| d.insert_temp(newest, id));
        }
    }
    if let Some(folded) = shown.as_ref().filter(|s| s.inner.is_none()) {
        let (rect, key) = (folded.response.rect, tab_key(ctx, id));
        // (The key first: egui's memory is locked while it is written.)
        ctx.data_mut(|d| d.insert_temp(key, rect));
    }
    shown
}

/// What an open panel of a sideways phone leaves of the screen's height (egui points): the margins,
/// its own title bar and frame, and the other panel's folded tab.
const ROOM_FOR_A_TAB: f32 = 150.0;

/// Whether the panel `id` shown by [`show_foldable`] is open (`open_at_first` until it is told).
fn folding_state(
    ctx: &egui::Context,
    id: egui::Id,
    open_at_first: bool,
) -> egui::collapsing_header::CollapsingState {
    let folding = id.with("collapsing");
    egui::collapsing_header::CollapsingState::load_with_default_open(ctx, folding, open_at_first)
}

/// A row only as tall as its words (a flow's rows are a finger tall on a touch screen), wrapping
/// what does not fit.
pub fn word_row(ui: &mut egui::Ui, contents: impl FnOnce(&mut egui::Ui)) {
    let row = egui::vec2(ui.available_width(), 0.0);
    let layout = egui::Layout::left_to_right(egui::Align::Center).with_main_wrap(true);
    ui.allocate_ui_with_layout(row, layout, contents);
}

/// Where a panel shown by [`show_foldable`] (`id`) stood folded at this screen size, and whether
/// the screen is a phone's, where the panel opens over the board: what
/// `Backdrops::add_foldable` asks.
pub fn folding_of(ctx: &egui::Context, id: &str) -> (bool, Option<egui::Rect>) {
    let key = tab_key(ctx, egui::Id::new(id));
    (
        small_screen(ctx),
        ctx.data(|d| d.get_temp::<egui::Rect>(key)),
    )
}

fn tab_key(ctx: &egui::Context, id: egui::Id) -> egui::Id {
    let size = ctx.content_rect().size();
    id.with(("folded", size.x as u32, size.y as u32))
}

/// A side panel's title: on a narrow screen, where the panels stand half as wide, in smaller
/// letters and without what its brackets add ("Bak-Amen (two dice)" is "Bak-Amen"), so it shows
/// whole.
pub fn side_title(ctx: &egui::Context, title: String) -> egui::WidgetText {
    if narrow_screen(ctx) {
        let short = title.split(" (").next().unwrap_or(&title).to_owned();
        egui::RichText::new(short).size(13.0).into()
    } else {
        title.into()
    }
}

/// Where a panel of the side column stands (`corner` and `offset`, as egui anchors) and how wide
/// it is (`wide`); on a narrow screen, folded, half the width at the bottom, on the left (`left`)
/// or the right, so the board has the width between the strip and them; opened (the foldable
/// panel `id`), the whole width, so its lines read whole while it stands over the board.
pub fn side_place(
    ctx: &egui::Context,
    (corner, offset, wide): (egui::Align2, egui::Vec2, f32),
    (left, id): (bool, &str),
) -> (egui::Align2, egui::Vec2, f32) {
    if !narrow_screen(ctx) {
        return (corner, offset, wide);
    }
    let open = folding_state(ctx, egui::Id::new(id), false).is_open();
    let screen = ctx.content_rect().width();
    // Open: from one margin to the other, in line with the strip's left edge. Folded: two tabs
    // side by side (their frames' margins and the gaps between them and the edges).
    let width = if open {
        screen - 16.0
    } else {
        (screen - 48.0) / 2.0
    };
    if left {
        (egui::Align2::LEFT_BOTTOM, egui::vec2(8.0, -8.0), width)
    } else {
        (egui::Align2::RIGHT_BOTTOM, egui::vec2(-8.0, -8.0), width)
    }
}

/// The turn strip across the top of every game's table, left of the side column (`side` wide; on
/// a narrow screen across the whole width, on a sideways phone a column down the left, `slim` or
/// not as [`column_width`] says): a window without a title bar, of one width; answers it and that
/// width.
pub fn turn_strip(
    ctx: &egui::Context,
    title: String,
    frame: egui::Frame,
    (side, slim): (f32, bool),
) -> (egui::Window<'static>, f32) {
    let beside = if narrow_screen(ctx) { 0.0 } else { side };
    let screen = ctx.content_rect().width();
    let width = if sideways_screen(ctx) {
        column_width(screen, slim)
    } else {
        // The 8-point margins at the screen's edges and the frame's own; beside the side column
        // an 8-point gap, as between the column's own panels.
        let gap = if beside > 0.0 { 8.0 } else { 0.0 };
        (screen - beside - gap - 16.0 - frame.total_margin().sum().x).max(280.0)
    };
    let window = egui::Window::new(title)
        .frame(frame)
        .title_bar(false)
        .anchor(egui::Align2::LEFT_TOP, egui::vec2(8.0, 8.0))
        .resizable(false)
        .collapsible(false)
        .min_width(width)
        .max_width(width);
    (window, width)
}

/// A button's words on a phone's narrow strip: the keys are left to the tips (on a touch screen
/// the language leaves them out everywhere).
pub fn phone_words(ctx: &egui::Context, words: String) -> String {
    if small_screen(ctx) {
        crate::i18n::without_key_hints(&words).into_owned()
    } else {
        words
    }
}

/// The Menu button of every game's table (Esc does the same, where there is a keyboard): it opens
/// the pause menu, with the rules, the settings and the ways out of the game.
pub fn menu_button(ui: &mut egui::Ui, lang: &Lang, paused: &mut Paused) {
    if ui
        .button(phone_words(ui.ctx(), lang.t("hud-menu")))
        .on_hover_text(lang.t("hud-menu-tip"))
        .clicked()
    {
        paused.0 = true;
    }
}

/// Menu, then Export record when `export` (not in a lesson); answers whether Export record was
/// clicked (the screen writes the record).
pub fn record_buttons(ui: &mut egui::Ui, lang: &Lang, paused: &mut Paused, export: bool) -> bool {
    ui.horizontal(|ui| {
        menu_button(ui, lang, paused);
        export && lang.pressed(ui, "race-export")
    })
    .inner
}

/// What a game's Main menu or Quit button asked, waiting for the answer.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Asked {
    MainMenu,
    Quit,
}

const LEAVE_ASKED: &str = "leave-asked";

fn ask(ui: &egui::Ui, asked: Asked) {
    ui.data_mut(|d| d.insert_temp(egui::Id::new(LEAVE_ASKED), asked));
}

/// The Main menu button of a screen with a game: in the middle of a game it asks first
/// ([`leave_question`] shows the question).
pub fn main_menu_button(
    ui: &mut egui::Ui,
    lang: &Lang,
    next: &mut NextState<AppState>,
    in_progress: bool,
) {
    let clicked = lang.pressed_tip(ui, "pause-main-menu", "leave-tip");
    if clicked && in_progress {
        ask(ui, Asked::MainMenu);
    } else if clicked {
        next.set(AppState::Menu);
    }
}

/// The Quit button of a game's pause menu (none in a browser page): in the middle of a game it asks
/// first, as Main menu does.
pub fn quit_button(
    ui: &mut egui::Ui,
    lang: &Lang,
    exit: &mut MessageWriter<AppExit>,
    in_progress: bool,
) {
    if !crate::systems::shared::launch::CAN_QUIT || !lang.pressed(ui, "menu-quit") {
        return;
    }
    if in_progress {
        ask(ui, Asked::Quit);
    } else {
        exit.write(AppExit::Success);
    }
}

/// The question a Main menu or Quit button asked in the middle of a game, with its two answers:
/// a game here is saved and Continue brings it back; an online game is not saved here, and its seat
/// waits on the server (the title screen offers to go back to it).
/// Answers whether the question was shown.
pub fn leave_question(
    ui: &mut egui::Ui,
    lang: &Lang,
    (next, exit): (
        &mut NextState<AppState>,
        Option<&mut MessageWriter<AppExit>>,
    ),
    online: bool,
) -> bool {
    let id = egui::Id::new(LEAVE_ASKED);
    let Some(asked) = ui.data(|d| d.get_temp::<Asked>(id)) else {
        return false;
    };
    let question = match (asked, online) {
        (Asked::MainMenu, false) => "leave-question",
        (Asked::MainMenu, true) => "leave-question-online",
        (Asked::Quit, false) => "quit-question",
        (Asked::Quit, true) => "quit-question-online",
    };
    ui.label(lang.t(question));
    ui.add_space(6.0);
    // The answers where the menu's buttons stood, as wide as they were.
    // Staying first: a second tap where the menu's button was lands on the harmless answer.
    pause_rows(ui, |ui| {
        if lang.pressed(ui, "leave-no") {
            ui.data_mut(|d| d.remove::<Asked>(id));
            return;
        }
        let yes = if asked == Asked::Quit {
            "quit-yes"
        } else {
            "leave-yes"
        };
        if lang.pressed(ui, yes) {
            ui.data_mut(|d| d.remove::<Asked>(id));
            match (asked, exit) {
                (Asked::Quit, Some(exit)) => {
                    exit.write(AppExit::Success);
                }
                _ => next.set(AppState::Menu),
            }
        }
    });
    true
}

/// The pause menu's window, the same for every game: high in the middle of the window, one width,
/// over the table dimmed so it reads as set aside. Its contents keep the height they first had
/// (see [`steady`]), so a question in place of its buttons moves nothing.
pub fn pause_dialog<'a>(ctx: &egui::Context, title: &'a str) -> egui::Window<'a> {
    let screen = ctx.content_rect();
    ctx.layer_painter(egui::LayerId::new(
        egui::Order::Foreground,
        egui::Id::new("pause-dim"),
    ))
    .rect_filled(screen, 0.0, egui::Color32::from_black_alpha(140));
    egui::Window::new(title)
        .order(egui::Order::Tooltip)
        .anchor(
            egui::Align2::CENTER_TOP,
            egui::vec2(0.0, screen.height() * 0.12),
        )
        .collapsible(false)
        .resizable(false)
        .min_width(PAUSE_WIDTH)
        .max_width(PAUSE_WIDTH)
}

/// A pause menu's buttons: one under another, each as wide as the dialog (as the title's menu), or
/// on a short screen (a phone held sideways) in rows, so that every one of them shows.
pub fn pause_rows(ui: &mut egui::Ui, contents: impl FnOnce(&mut egui::Ui)) {
    if ui.ctx().content_rect().height() < SHORT {
        ui.horizontal_wrapped(contents);
    } else {
        ui.with_layout(
            egui::Layout::top_down_justified(egui::Align::Center),
            contents,
        );
    }
}

/// The pause menu's width (egui points).
const PAUSE_WIDTH: f32 = 340.0;

/// Draws `contents` at no less than the height they had when they were tallest, under `key`.
pub fn steady(ui: &mut egui::Ui, key: &str, contents: impl FnOnce(&mut egui::Ui)) {
    let id = egui::Id::new(("steady-height", key));
    let tallest = ui.data(|d| d.get_temp::<f32>(id)).unwrap_or(0.0);
    ui.set_min_height(tallest);
    let top = ui.min_rect().top();
    contents(ui);
    let height = ui.min_rect().bottom() - top;
    ui.data_mut(|d| d.insert_temp(id, height.max(tallest)));
}

/// The centred game-over window: who won, a few lines, and the way back to the menu.
pub fn game_over(
    ctx: &egui::Context,
    lang: &Lang,
    heading: &str,
    lines: &[String],
    next: &mut NextState<AppState>,
) {
    egui::Window::new(lang.t("over-title"))
        .order(egui::Order::Foreground)
        .anchor(egui::Align2::CENTER_CENTER, egui::vec2(0.0, 0.0))
        .collapsible(false)
        .resizable(false)
        .show(ctx, |ui| {
            ui.heading(heading);
            for line in lines {
                ui.label(line);
            }
            if lang.pressed(ui, "pause-main-menu") {
                next.set(AppState::Menu);
            }
        });
}

/// A seat's colour as a small diamond, about `radius` from its middle to a corner.
pub(crate) fn swatch(ui: &mut egui::Ui, colour: egui::Color32, radius: f32) {
    let (rect, _) = ui.allocate_exact_size(
        egui::vec2(radius * 2.0 + 2.0, radius * 2.0 + 2.0),
        egui::Sense::hover(),
    );
    // A diamond of the seat's colour: a circle or a square with a rim reads as a radio button or
    // a checkbox.
    let (c, r) = (rect.center(), radius * 1.15);
    let points = vec![
        c + egui::vec2(0.0, -r),
        c + egui::vec2(r, 0.0),
        c + egui::vec2(0.0, r),
        c + egui::vec2(-r, 0.0),
    ];
    let stroke = egui::Stroke::new(1.0, crate::systems::shared::theme::palette::INK);
    ui.painter()
        .add(egui::Shape::convex_polygon(points, colour, stroke));
}

/// A seat's line in a race game's panel (its colour and its score): always two lines tall, so the
/// buttons under the seats stay put when a line's words grow or shrink (a throw button that moves
/// takes a click meant for it on the button now in its place).
pub(crate) fn seat_line(ui: &mut egui::Ui, colour: egui::Color32, words: String) {
    let two_lines =
        2.0 * ui.text_style_height(&egui::TextStyle::Body) + ui.spacing().item_spacing.y;
    ui.vertical(|ui| {
        ui.set_min_height(two_lines);
        swatch_words(ui, colour, words);
    });
}

/// A seat's colour, then words that wrap beside it at the text's own line height (a flow's rows
/// are a finger tall on a touch screen, which would part the lines).
pub(crate) fn swatch_words(ui: &mut egui::Ui, colour: egui::Color32, words: String) {
    ui.horizontal_top(|ui| {
        swatch(ui, colour, 6.0);
        ui.add(egui::Label::new(words).wrap());
    });
}

pub(crate) fn colour32(c: Color) -> egui::Color32 {
    let s = c.to_srgba();
    egui::Color32::from_rgb(
        (s.red * 255.0) as u8,
        (s.green * 255.0) as u8,
        (s.blue * 255.0) as u8,
    )
}

/// A window in the middle of the screen (a question, a result), in front of the table's panels.
pub(crate) fn centred(title: &str) -> egui::Window<'_> {
    egui::Window::new(title)
        .order(egui::Order::Foreground)
        .anchor(egui::Align2::CENTER_CENTER, egui::vec2(0.0, 0.0))
        .collapsible(false)
        .resizable(false)
}

/// Where a [`pinned`] window's top stands (egui points).
pub(crate) const PINNED_TOP: f32 = 12.0;

/// A window pinned near the top of the screen and centred across it: as it finds its height on its
/// first frames, or grows, it stands still (a centred one would move).
pub(crate) fn pinned(title: &str) -> egui::Window<'_> {
    egui::Window::new(title)
        .anchor(egui::Align2::CENTER_TOP, egui::vec2(0.0, PINNED_TOP))
        .collapsible(false)
        .resizable(false)
}

/// The colour of error text.
pub const ERROR_RED: egui::Color32 = crate::systems::shared::theme::ERROR;

/// The notice of a refused move, if any, under the panel's actions.
pub fn notice_line(ui: &mut bevy_egui::egui::Ui, lang: &Lang, notice: Option<&Said>) {
    if let Some(n) = notice {
        ui.colored_label(
            crate::systems::shared::theme::NOTICE,
            n.get(lang.language()),
        );
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Runs one frame of a 390x844 screen, `inside` its whole.
    fn frame(ctx: &egui::Context, inside: impl FnMut(&mut egui::Ui)) {
        frame_of(ctx, egui::vec2(390.0, 844.0), inside);
    }

    /// Runs one frame of a screen of `size`, `inside` its whole.
    fn frame_of(ctx: &egui::Context, size: egui::Vec2, mut inside: impl FnMut(&mut egui::Ui)) {
        let screen = egui::Rect::from_min_size(egui::Pos2::ZERO, size);
        let input = egui::RawInput {
            screen_rect: Some(screen),
            ..Default::default()
        };
        let _ = ctx.run_ui(input, |ui| inside(ui));
    }

    #[test]
    fn a_strip_grows_once_and_starts_afresh_at_a_new_moment() {
        let ctx = egui::Context::default();
        let mut heights = Vec::new();
        for (moment, needed) in [(1, 300.0), (1, 0.0), (2, 0.0)] {
            frame(&ctx, |ui| {
                grow_afresh_at(ui, "strip", moment);
                heights.push(grown_height(ui, "strip", 100.0));
                note_needed_height(ui, "strip", needed);
            });
        }
        // The first frame at the base; grown once its words needed more, and held; back to the
        // base at the next moment.
        assert_eq!(heights, [100.0, 300.0, 100.0]);
    }

    /// The bottom of an open side panel with many lines, top right, on a screen of `size`.
    fn open_panel_bottom(size: egui::Vec2) -> f32 {
        let ctx = egui::Context::default();
        let mut bottom = 0.0;
        for _ in 0..3 {
            frame_of(&ctx, size, |ui| {
                let window = egui::Window::new("Scores")
                    .anchor(egui::Align2::RIGHT_TOP, egui::vec2(-8.0, 8.0))
                    .resizable(false);
                let shown = show_foldable(ui.ctx(), window, ("scores", true), |ui| {
                    for i in 0..40 {
                        ui.label(format!("Seat {i}: 3 on the serpent"));
                    }
                });
                bottom = shown.map_or(0.0, |s| s.response.rect.bottom());
            });
        }
        bottom
    }

    #[test]
    fn an_open_panel_of_a_sideways_phone_leaves_the_other_tab_in_sight() {
        // Sideways, the panel's lines scroll above the room of the other panel's tab.
        let sideways = open_panel_bottom(egui::vec2(844.0, 390.0));
        assert!(sideways > 100.0 && sideways <= 390.0 - 58.0, "{sideways}");
        // On a tall screen its lines are whole.
        let tall = open_panel_bottom(egui::vec2(1280.0, 1200.0));
        assert!(tall > 600.0, "{tall}");
    }
}
