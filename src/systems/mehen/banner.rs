//! The Mehen turn banner across the top, in rows that keep their places: whose turn and the throw,
//! the buttons of a person's turn, what to do now, and a refused move's notice or the question
//! about passing (a review's graph in its place while one is shown).

use super::replay::{Replay, ReplayStep};
use super::review_view::GameReview;
use crate::persist::settings::Settings;
use crate::rules::mehen::Outcome;
use crate::systems::mehen::sitting::Screen;
use crate::systems::mehen::table::{Coach, LogLine};
use crate::systems::mehen::turn::Request;
use crate::systems::shared::lang::Lang;
use crate::systems::shared::race_hud::{
    colour32, grown_height, menu_button, note_needed_height, phone_words, small_screen, swatch,
    turn_strip,
};
use crate::systems::shared::race_log::just_now;
use crate::systems::shared::seats::turn_of;
use crate::systems::shared::state::Paused;
use crate::systems::shared::state::TurnPhase;
use crate::systems::shared::theme;
use bevy::prelude::*;
use bevy_egui::egui;

pub(crate) use crate::systems::shared::race_hud::SIDEBAR;

/// The turn banner's height (egui points): four rows (whose turn, the buttons, what to do, a
/// notice), whatever they say, so the board never moves.
const BANNER_HEIGHT: f32 = 104.0;

/// The turn banner across the top: whose turn, the throw, what to do (a review's graph instead,
/// while one is shown); one height whatever it says, so the board never moves.
pub(super) fn banner_window(
    ctx: &egui::Context,
    frame: egui::Frame,
    (table, lang, phase): (&Screen<'_>, &Lang, TurnPhase),
    (replay, review): (Option<&Replay>, Option<&GameReview>),
    (settings, paused, requests, steps): (
        &mut Settings,
        &mut Paused,
        &mut MessageWriter<Request>,
        &mut MessageWriter<ReplayStep>,
    ),
) -> Option<egui::InnerResponse<Option<()>>> {
    let watching = replay.is_some();
    let lesson = table.coach.is_some();
    let (window, banner) = turn_strip(ctx, lang.t("hud-turn"), frame, (SIDEBAR, lesson));
    window.show(ctx, |ui| {
        ui.set_min_width(banner);
        // Never wider, whatever a row asks: the side column stands beside it.
        ui.set_max_width(banner);
        // A lesson's steps each start from the slim strip its panel leaves room for.
        if let Some(coach) = &table.coach {
            let moment = (coach.throws.len(), coach.is_waiting());
            crate::systems::shared::race_hud::grow_afresh_at(ui, "mehen-banner", moment);
        }
        // One height whatever it says (a notice, the pass question, a long move), so the board
        // never moves: what does not fit scrolls. A narrow screen's buttons take two rows.
        let height = grown_height(ui, "mehen-banner", banner_height(ui, lesson));
        ui.set_min_height(height);
        // A review fills the banner (the graph and the verdict), so the board keeps its size.
        if let (Some(review), Some(replay)) = (review, replay) {
            let needed = crate::systems::mehen::review_view::review_banner(
                ui,
                (review, replay, table),
                lang,
                steps,
                height,
            );
            note_needed_height(ui, "mehen-banner", needed);
            return;
        }
        let out = egui::ScrollArea::vertical()
            .max_height(height)
            .auto_shrink([false, true])
            .show(ui, |ui| {
                turn_panel(
                    ui,
                    (table, lang),
                    (phase, watching),
                    (settings, paused),
                    requests,
                );
                if let Some(replay) = replay {
                    last_turn_shown(ui, (table, lang), replay);
                }
            });
        note_needed_height(ui, "mehen-banner", out.content_size.y);
    })
}

pub(crate) use crate::systems::shared::race_hud::narrow_screen as narrow;

/// The egui id of the list of a piece's moves shown over a phone's board.
pub(super) const MOVES_SHEET: &str = "mehen-moves-sheet";

/// Is the list of a piece's moves opened over the board (a phone's, from the turn strip)?
pub(super) fn moves_sheet_open(ctx: &egui::Context) -> bool {
    ctx.data(|d| d.get_temp::<bool>(egui::Id::new(MOVES_SHEET)))
        .unwrap_or(false)
}

/// Opens or closes the list of a piece's moves over a phone's board.
pub(super) fn set_moves_sheet(ctx: &egui::Context, open: bool) {
    ctx.data_mut(|d| d.insert_temp(egui::Id::new(MOVES_SHEET), open));
}

/// The banner's one height: four rows, on a narrow screen room for the rows that wrap, and on a
/// sideways phone the column's whole height.
fn banner_height(ui: &egui::Ui, lesson: bool) -> f32 {
    if let Some(height) = crate::systems::shared::race_hud::strip_column(ui.ctx()) {
        height
    } else if narrow(ui.ctx()) {
        // Whose turn; the throw and the hints switch and two rows of buttons (a finger's height
        // on a touch screen); four lines of what to do and what is chosen (so the strip seldom
        // grows during a turn, which would shrink the board), in a lesson, whose panel says what
        // to do, the two of a move's short instruction.
        let line = ui.text_style_height(&egui::TextStyle::Body);
        let lines = if lesson { 2.0 } else { 5.0 };
        (3.0 * ui.spacing().interact_size.y + lines * line + 7.0 * ui.spacing().item_spacing.y)
            .max(150.0)
    } else {
        BANNER_HEIGHT
    }
}

/// Who won, or who tied.
pub(super) fn result_words(table: &Screen<'_>, lang: &Lang, o: &Outcome) -> String {
    let names: Vec<String> = o
        .winners()
        .map(|s| table.seat_name(s).to_string())
        .collect();
    if o.is_tie() {
        lang.f("over-tie", &[("names", names.join(", ").into())])
    } else {
        let and = format!(" {} ", lang.t("over-and"));
        let count = names.len().into();
        lang.f(
            "over-wins",
            &[("names", names.join(&and).into()), ("count", count)],
        )
    }
}

/// The turn panel, in rows that keep their places: whose turn and the throw (the hints switch at
/// its end); the buttons of a person's turn, always the same and in the same order, each enabled
/// when it applies; then what to do now, or the notice of a refused move, or the question about
/// passing.
fn turn_panel(
    ui: &mut egui::Ui,
    (table, lang): (&Screen<'_>, &Lang),
    (phase, watching): (TurnPhase, bool),
    (settings, paused): (&mut Settings, &mut Paused),
    requests: &mut MessageWriter<Request>,
) {
    // The row's width as last laid out in one line at this screen size: wider than the banner
    // (long words, a large interface), the buttons wrap as on a narrow screen.
    let key = egui::Id::new(("banner-row", ui.ctx().content_rect().size().x as u32));
    let one_line = ui.data(|d| d.get_temp::<f32>(key)).unwrap_or(0.0);
    // A phone's strip, across a narrow screen or a column down a sideways one.
    let phone = small_screen(ui.ctx());
    let wrapping = phone || one_line > ui.available_width() + 1.0;
    // Where the buttons wrap on a wider screen (a large interface), the pause menu ends the first
    // row, so the buttons keep to one row; on a phone it ends the buttons.
    let menu_above = wrapping && !phone;
    status_row(
        ui,
        (table, lang),
        (watching, phone),
        (settings, menu_above.then_some(&mut *paused)),
    );
    let person = !table.computer_to_move() && !table.remote_to_move() && !watching;
    let row = ui.spacing().interact_size.y;
    // Greyed while another player moves, rather than gone: Menu and the rows under them keep
    // their places from turn to turn.
    let buttons = |ui: &mut egui::Ui, requests: &mut MessageWriter<Request>| {
        if !watching && !table.game().is_over() {
            turn_buttons(ui, (table, lang), (phase, person), requests);
        }
    };
    if wrapping {
        ui.horizontal_wrapped(|ui| {
            buttons(ui, requests);
            if phone {
                menu_button(ui, lang, paused);
            }
        });
    } else {
        let row = ui.horizontal(|ui| {
            ui.set_min_height(row);
            buttons(ui, requests);
            let used = ui.min_rect().width();
            // The way to the pause menu for a mouse or a finger, at the row's far end.
            ui.with_layout(egui::Layout::right_to_left(egui::Align::Center), |ui| {
                menu_button(ui, lang, paused);
                used + ui.min_rect().width() + ui.spacing().item_spacing.x
            })
            .inner
        });
        ui.data_mut(|d| d.insert_temp(key, row.inner));
    }
    // Two rows for what to say now: the question about passing, or why a move was refused (which
    // may take both rows), or else what to do.
    // A lesson's finished step says so, over any notice of the turn it finished.
    let waiting = table.coach.as_ref().is_some_and(Coach::is_waiting);
    if table.draft.forfeit_asked {
        forfeit_question(ui, lang, requests);
    } else if let Some(n) = table.notice.as_ref().filter(|_| !waiting) {
        ui.colored_label(theme::NOTICE, n.get(lang.language()));
    } else {
        // Lines one under the other (a flow's rows are a finger tall on a touch screen, which
        // would leave a gap under a sentence's first line).
        let busy = (!watching).then(|| busy_words(table)).flatten();
        ui.vertical(|ui| {
            ui.set_min_height(row);
            what_to_do(ui, (table, lang), (phase, person), busy);
        });
    }
    // On a phone the moves chosen so far and the hint's answer stand here, under what to do,
    // rather than in windows that would take room from the board (a person's, while choosing).
    if small_screen(ui.ctx()) && person && phase == TurnPhase::Move {
        for words in table.draft.chosen_words(table.table, lang) {
            ui.label(lang.f("hud-chosen", &[("move", words.into())]));
        }
        if let Some(hint) = table.draft.hint {
            let words = table.draft.describe_hint(table.table, lang, hint);
            ui.label(lang.f("hud-hint-said", &[("move", words.into())]));
        }
    }
}

/// Whose turn (or who won), what the throw gave, and the hints switch. On a phone (`phone`) in two
/// rows that are there from the start (the throw's words on the second), so the buttons under them
/// never move down when the sticks are thrown.
fn status_row(
    ui: &mut egui::Ui,
    (table, lang): (&Screen<'_>, &Lang),
    (watching, phone): (bool, bool),
    (settings, paused): (&mut Settings, Option<&mut Paused>),
) {
    let game = table.game();
    let hints = !watching && !game.is_over();
    if phone {
        // The hints switch is left to Settings on a phone: the throw's words keep the row whole.
        // Whose turn as tall as the longest seat's line needs here, and the computer at work said
        // on the throw's row, so the buttons under them hold still from seat to seat.
        let tallest = tallest_turn_line(ui, table, lang);
        line_row(ui, tallest, |ui| {
            whose_turn(ui, (table, lang), watching, true)
        });
        let line = ui.text_style_height(&egui::TextStyle::Body);
        line_row(ui, line, |ui| {
            let busy = (!watching).then(|| busy_words(table)).flatten();
            if busy.is_some() {
                // A line tall, not a finger's height: the row keeps its height.
                ui.add(egui::Spinner::new().size(line));
            }
            if let Some(words) =
                thrown_words(table, lang, false).or_else(|| busy.map(|id| lang.t(id)))
            {
                ui.label(words);
            }
        });
        return;
    }
    ui.horizontal_wrapped(|ui| {
        whose_turn(ui, (table, lang), watching, false);
        if let Some(words) = thrown_words(table, lang, true) {
            ui.separator();
            ui.label(words);
        }
        if hints {
            ui.separator();
            hints_switch(ui, lang, settings);
        }
        if let Some(paused) = paused {
            ui.separator();
            menu_button(ui, lang, paused);
        }
    });
}

/// A row `height` tall whose words wrap as lines (not as a flow, nor a row a finger's height tall
/// as `ui.horizontal` makes on a touch screen).
fn line_row(ui: &mut egui::Ui, height: f32, contents: impl FnOnce(&mut egui::Ui)) {
    let row = egui::vec2(ui.available_width(), height);
    let layout = egui::Layout::left_to_right(egui::Align::Center);
    ui.allocate_ui_with_layout(row, layout, |ui| {
        ui.set_min_height(height);
        contents(ui);
    });
}

/// The height the longest seat's turn line takes across the strip (a phone's: a long name and
/// shape wrap), the diamond before it counted.
fn tallest_turn_line(ui: &egui::Ui, table: &Screen<'_>, lang: &Lang) -> f32 {
    let width = (ui.available_width() - 24.0).max(1.0);
    let font = egui::FontId::proportional(TURN_LINE_SIZE);
    (0..table.game().players())
        .map(|i| {
            let seat = crate::rules::mehen::Seat(i);
            let words = turn_of(lang, seat.index(), table.seat_name(seat), true);
            let colour = ui.visuals().text_color();
            ui.painter()
                .layout(words, font.clone(), colour, width)
                .size()
                .y
        })
        .fold(0.0, f32::max)
}

/// The size of whose turn it is (egui points).
const TURN_LINE_SIZE: f32 = 17.0;

/// What the computer or a player online is doing while it is their turn (the words' id).
fn busy_words(table: &Screen<'_>) -> Option<&'static str> {
    if table.remote_to_move() {
        Some("hud-online-playing")
    } else if table.computer_to_move() {
        Some(if table.thinking {
            "hud-computer-thinking"
        } else {
            "hud-computer-playing"
        })
    } else {
        None
    }
}

/// The result where the game is over, or the seat to move; on a `phone`, the seat in short. The
/// computer or a player online at work is said on a row under (a phone's throw row, else the row
/// of what to do), so a long name never pushes it out of the strip.
fn whose_turn(ui: &mut egui::Ui, (table, lang): (&Screen<'_>, &Lang), watching: bool, phone: bool) {
    let game = table.game();
    // Over: the result stands where the seat to move stood.
    if let Some(o) = game.outcome().filter(|_| !watching) {
        ui.label(
            egui::RichText::new(result_words(table, lang, &o))
                .strong()
                .size(17.0),
        );
    }
    // Watching a record, the line below names whose turn the board shows.
    if let Some(seat) = game.to_move().filter(|_| !watching) {
        swatch(ui, colour32(table.seat_colour(seat)), 8.0);
        let turn = turn_of(lang, seat.index(), table.seat_name(seat), phone);
        let words = egui::RichText::new(turn).strong().size(TURN_LINE_SIZE);
        ui.add(egui::Label::new(words).wrap());
    }
}

/// What the seat to move threw, once thrown; with what each flat side is worth where the strip has
/// the room (`each`).
pub fn thrown_words(table: &Screen<'_>, lang: &Lang, each: bool) -> Option<String> {
    let t = table.throw_of_seat_to_move()?;
    let (flats, points) = (t.flats().into(), t.points().into());
    Some(if t.is_mehen() {
        lang.f("hud-thrown-mehen", &[("flats", flats)])
    } else {
        let each = if each { "yes" } else { "no" };
        lang.f(
            "hud-thrown",
            &[("flats", flats), ("points", points), ("each", each.into())],
        )
    })
}

/// The same switch as in Settings, so it is remembered (nothing to hint in the viewer or once the
/// game is over).
fn hints_switch(ui: &mut egui::Ui, lang: &Lang, settings: &mut Settings) {
    ui.checkbox(&mut settings.hints, lang.t("hud-hints"))
        .on_hover_text(lang.t("hud-hints-tip"));
}

/// A person's buttons: Throw, Confirm, Undo, Pass, Hint, in that order whatever the phase, each
/// enabled when it applies (so a button never moves under the pointer).
fn turn_buttons(
    ui: &mut egui::Ui,
    (table, lang): (&Screen<'_>, &Lang),
    (phase, person): (TurnPhase, bool),
    requests: &mut MessageWriter<Request>,
) {
    // Another player's turn, or a lesson's step whose point is made (it takes nothing until the
    // learner goes on): every button greyed.
    let live = person && !table.coach.as_ref().is_some_and(Coach::is_waiting);
    let choosing = live && phase == TurnPhase::Move && !table.draft.forfeit_asked;
    // A phone's strip is narrow: its buttons take their short words and leave the keys to the tips.
    let phone = small_screen(ui.ctx());
    let throw = match (
        matches!(table.game().phase(), crate::rules::mehen::Phase::Tickle),
        phone,
    ) {
        (true, _) => "hud-throw-again",
        (false, true) => "hud-throw-short",
        (false, false) => "hud-throw",
    };
    // In a lesson the lesson's panel gives the hint (and Show me).
    let hint = choosing && table.coach.is_none() && table.draft.hint.is_none();
    let draft = &table.draft;
    let buttons = [
        (
            throw,
            "hud-throw-tip",
            live && phase == TurnPhase::Throw,
            Request::Throw,
        ),
        (
            "hud-confirm",
            "hud-confirm-tip",
            choosing && draft.composed().is_some(),
            Request::Confirm,
        ),
        (
            "hud-undo",
            "hud-undo-tip",
            choosing && (!draft.chosen.is_empty() || draft.selected.is_some()),
            Request::Undo,
        ),
        (
            "hud-forfeit",
            "hud-forfeit-tip",
            choosing,
            Request::AskForfeit,
        ),
        ("hud-hint", "hud-hint-tip", hint, Request::Hint),
    ];
    let ctx = ui.ctx().clone();
    let words = |label: &str| phone_words(&ctx, lang.t(label));
    for (label, tip, enabled, request) in buttons {
        // On a phone, Hint starts the second row in every language and state: a row that wraps
        // where the words run out moved it under the finger.
        if phone && label == "hud-hint" {
            ui.end_row();
        }
        if ui
            .add_enabled(enabled, egui::Button::new(words(label)))
            .on_hover_text(lang.t(tip))
            .clicked()
        {
            requests.write(request);
        }
    }
    // On a phone the chosen piece's moves open over the board from here (the button is there all
    // turn, so the row never shifts).
    if phone {
        let open = moves_sheet_open(ui.ctx());
        let enabled = choosing && draft.selected.is_some();
        // Shown pressed only while its sheet is on screen (not once the turn is over).
        let list = egui::Button::new(lang.t("hud-moves-list-short")).selected(open && enabled);
        let list = ui.add_enabled(enabled, list);
        if list.on_hover_text(lang.t("hud-moves-list-tip")).clicked() {
            set_moves_sheet(ui.ctx(), !open);
        }
    }
    // Where take-backs are on, the way to one without a keyboard (there from the first turn on,
    // so the row never shifts).
    if table.take_backs().is_some()
        && ui
            .add_enabled(live, egui::Button::new(words("hud-take-back")))
            .on_hover_text(lang.t("hud-take-back-tip"))
            .clicked()
    {
        requests.write(Request::TakeBack);
    }
}

/// What to do now, in a line: throw, give the points, where to, confirm; the stir while it plays;
/// else what the computer or a player online is doing (`busy`, the words' id).
fn what_to_do(
    ui: &mut egui::Ui,
    (table, lang): (&Screen<'_>, &Lang),
    (phase, person): (TurnPhase, bool),
    busy: Option<&'static str>,
) {
    if let Some(done) = table.coach.as_ref().and_then(|c| c.waiting) {
        ui.label(lang.t(done.words(small_screen(ui.ctx()))));
        return;
    }
    match phase {
        TurnPhase::Animate | TurnPhase::Throw if stir_told(table, phase) => {
            // Said here rather than over the board, where a stir moves every pawn at once: its
            // name (as tall as the words after it) and its words as one text, so the strip keeps
            // its height and no gap stands between them.
            let mut words = vec![egui::RichText::new(format!("{} ", lang.t("hud-stirs"))).strong()];
            if let Some(seat) = table.tally.thrown_by {
                let name = ("name", table.seat_name(seat).to_string().into());
                words.push(egui::RichText::new(lang.f("hud-stir-explained", &[name])));
            }
            ui.label(crate::systems::shared::theme::runs(ui, words));
        }
        TurnPhase::Move if person && !table.draft.forfeit_asked => {
            let small = small_screen(ui.ctx());
            ui.label(move_instruction(table, lang, small));
        }
        // A phone's log is folded away: its strip tells the newest line (what the computer or
        // the stir just did) in the room the choosing takes on a person's turn.
        _ if small_screen(ui.ctx()) && !table.log.is_empty() => {
            if let Some((line, before)) = table.log.split_last() {
                newest_line(ui, (table, lang), (line, before.last()));
            }
            // Under what just happened, that the throw is the person's now.
            if phase == TurnPhase::Throw && person && table.coach.is_none() {
                ui.label(lang.t("hud-to-throw-short"));
            }
        }
        // A person's throw to make: what the sticks may give (on a phone, before anything
        // happened to tell). A lesson's panel says what to do, and its strip stays slim.
        TurnPhase::Throw if person && table.coach.is_none() => {
            ui.label(lang.t("hud-to-throw"));
        }
        _ => {
            if let Some(id) = busy {
                ui.horizontal(|ui| {
                    ui.spinner();
                    ui.label(lang.t(id));
                });
            }
        }
    }
}

/// Does the strip tell a Mehen throw's stir? While the stir is shown, and until its thrower throws
/// again.
pub fn stir_told(table: &Screen<'_>, phase: TurnPhase) -> bool {
    let game = table.game();
    let mehen_throw = table.tally.last_throw.is_some_and(|t| t.1.is_mehen()) && !game.is_over();
    match phase {
        TurnPhase::Animate => mehen_throw,
        TurnPhase::Throw => mehen_throw && table.tally.thrown_by == game.to_move(),
        _ => false,
    }
}

/// The log's newest line (see [`just_now`]); told too long for the strip's lines, it gives way to
/// its few words (a move's pieces after its turn's throw, the line `before` it; a stir's pulls),
/// and last to who played, with the Log named for the whole turn.
fn newest_line(
    ui: &mut egui::Ui,
    (table, lang): (&Screen<'_>, &Lang),
    (line, before): (&LogLine, Option<&LogLine>),
) {
    let language = lang.language();
    let name = || ("name", table.seat_name(line.seat).to_string().into());
    let mut tellings = vec![line.words.get(language).to_owned()];
    if let Some(brief) = &line.brief {
        let pieces = brief.get(language).to_owned();
        if line.turn.is_none() {
            tellings.push(pieces);
        } else {
            let throw = before.filter(|b| b.turn.is_none() && b.seat == line.seat);
            if let Some(throw) = throw {
                let throw = throw.words.get(language).trim_end_matches('.').to_owned();
                let args = [("throw", throw.into()), ("pieces", pieces.clone().into())];
                tellings.push(lang.f("hud-just-threw", &args));
            }
            tellings.push(lang.f("brief-move", &[name(), ("pieces", pieces.into())]));
        }
    }
    just_now(ui, lang, &tellings, || lang.f("hud-just-played", &[name()]));
}

/// What a person composing a move does next: give the points, say where to, or confirm.
/// (`small`: on a phone, whose list of a piece's moves opens from the strip.)
pub fn move_instruction(table: &Screen<'_>, lang: &Lang, small: bool) -> String {
    let draft = &table.draft;
    let left = table.game().points_left(&draft.chosen).unwrap_or(0);
    if let Some(sel) = &draft.selected {
        let where_to = lang.t(if small {
            "hud-where-to-small"
        } else {
            "hud-where-to"
        });
        // Said where the share is chosen: why this piece may take fewer points than the throw.
        return match draft.capped_share(table.game(), sel) {
            Some((_, most)) => {
                let cap = lang.f("hud-share-capped-short", &[("most", most.into())]);
                format!("{cap} {where_to}")
            }
            None => where_to,
        };
    }
    if draft.chosen.is_empty() {
        // On a first turn, or with a lone pawn, one pawn may take all the points.
        let single = draft
            .legal
            .iter()
            .any(|a| !a.is_pass() && a.second.is_none());
        let id = if single {
            "hud-give-points-single"
        } else {
            "hud-give-points"
        };
        return lang.f(id, &[("points", left.into())]);
    }
    if draft.composed().is_some() && (draft.chosen.len() == 2 || left == 0) {
        // Two pieces chosen and points over: only two pieces move, so the strip says they are lost.
        return if left > 0 {
            lang.f("hud-press-enter-lost", &[("points", left.into())])
        } else {
            lang.t("hud-press-enter")
        };
    }
    // What the second piece can be: none (the points are lost), only a pawn from the tail pen
    // (which the strip names), or any.
    let next = draft.next_moves();
    let id = match (draft.composed().is_some(), next.as_slice()) {
        (true, []) => "hud-points-unusable",
        (_, [_, ..]) if next.iter().all(|m| m.from().is_none()) => "hud-points-left-pen",
        (true, _) => "hud-points-left-alone",
        (false, _) => "hud-points-left",
    };
    lang.f(id, &[("points", left.into())])
}

/// In the replay viewer: which turn the board shows and what was played in it.
fn last_turn_shown(ui: &mut egui::Ui, (table, lang): (&Screen<'_>, &Lang), replay: &Replay) {
    let count = replay.record.turns.len();
    let Some(turn) = replay
        .at
        .checked_sub(1)
        .and_then(|i| replay.record.turns.get(i))
    else {
        ui.label(lang.t("replay-start"));
        return;
    };
    // The turn's move; a turn ended by a stir has none, so its last line (the stir) tells it.
    let line = table
        .log
        .iter()
        .rev()
        .find(|l| l.turn == Some(turn.number))
        .or_else(|| table.log.iter().rev().find(|l| l.seat == turn.seat));
    ui.horizontal_wrapped(|ui| {
        ui.label(
            egui::RichText::new(lang.f(
                "replay-turn-shown",
                &[("turn", replay.at.into()), ("count", count.into())],
            ))
            .strong(),
        );
        if let Some(line) = line {
            swatch(ui, colour32(table.seat_colour(line.seat)), 5.0);
            ui.label(line.words.get(lang.language()));
        }
    });
}

/// Forfeit the turn? Asked on the line where the move is composed.
fn forfeit_question(ui: &mut egui::Ui, lang: &Lang, requests: &mut MessageWriter<Request>) {
    ui.horizontal_wrapped(|ui| {
        ui.colored_label(theme::NOTICE, lang.t("hud-forfeit-ask"));
        if lang.pressed(ui, "hud-forfeit-yes") {
            requests.write(Request::AskForfeit);
        }
        if lang.pressed(ui, "hud-forfeit-no") {
            requests.write(Request::CancelForfeit);
        }
    });
}
