//! Mehen's HUD: the turn panel, a selected piece's moves in words, scores and the clock, the log, the
//! pause menu and the game-over window. Buttons send the same [`Request`]s as keys and clicks.

pub(crate) use super::banner::SIDEBAR;
use super::banner::{banner_window, result_words};
use super::banner::{moves_sheet_open, narrow, set_moves_sheet};
use super::moves_panel::{ROW, moves_sheet, moves_window, sidebar_window};
use super::replay::{Replay, ReplayStep};
use super::review_view::{GameReview, grade_colour, grade_words};
use crate::persist::settings::Settings;
use crate::rules::mehen::{FirstLion, Outcome, Seat};
use crate::systems::files::saves::{FileRequest, Storage};
use crate::systems::mehen::sitting::{MehenScreen, Screen};
use crate::systems::mehen::turn::Request;
use crate::systems::menus::pause::{PauseView, pause_buttons};
use crate::systems::shared::backdrop::Backdrops;
use crate::systems::shared::lang::Lang;
use crate::systems::shared::race_hud::{
    centred, colour32, folding_of, show_foldable, side_place, side_title, small_screen, swatch,
    swatch_words,
};
use crate::systems::shared::space_labels::PointedSpaces;
use crate::systems::shared::state::{AppState, Paused, TurnPhase};
use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};

/// The HUD needs a window (egui).
pub(crate) fn plugin(app: &mut App) {
    app.add_systems(
        EguiPrimaryContextPass,
        hud.run_if(in_state(AppState::Mehen))
            .before(crate::systems::shared::backdrop::PaintBackdrops),
    )
    .add_systems(OnEnter(TurnPhase::Throw), close_moves_sheet);
}

/// A new turn starts with a phone's moves sheet folded: it would cover the board with the last
/// piece's moves.
fn close_moves_sheet(mut contexts: EguiContexts) {
    if let Ok(ctx) = contexts.ctx_mut() {
        set_moves_sheet(ctx, false);
    }
}

/// How tall the log's lines may stand before it scrolls.
const LOG_HEIGHT: f32 = 130.0;

/// The replay viewer's controls' height, bottom right, under the log (egui points).
const REPLAY_PANEL: f32 = 172.0;
/// Where the replay panel keeps its height, measured, for the Log above it (egui's memory).
pub(crate) const REPLAY_HEIGHT: &str = "mehen-replay-height";

/// The newest log lines the Log panel shows.
const LOG_LINES_SHOWN: usize = 120;

pub(crate) fn hud(
    mut contexts: EguiContexts,
    screen: MehenScreen,
    phase: Res<State<TurnPhase>>,
    mut requests: MessageWriter<Request>,
    (mut paused, mut view): (ResMut<Paused>, ResMut<PauseView>),
    mut next: ResMut<NextState<AppState>>,
    mut exit: MessageWriter<AppExit>,
    mut files: MessageWriter<FileRequest>,
    replay: Option<Res<Replay>>,
    review: Option<Res<GameReview>>,
    mut steps: MessageWriter<ReplayStep>,
    storage: Option<Res<Storage>>,
    mut settings: ResMut<Settings>,
    mut backdrops: ResMut<Backdrops>,
    (lang, mut pointed): (Res<Lang>, ResMut<PointedSpaces>),
    lesson_top: Option<Res<crate::systems::shared::lesson::LessonPanelTop>>,
) -> Result {
    let table = screen.view();
    let ctx = contexts.ctx_mut()?;
    let frame = backdrops.frame(&ctx.global_style());
    let phase = *phase.get();
    let lesson_top = lesson_top.and_then(|t| t.0);
    let watching = replay.is_some();
    // The spaces named by the move, hint or log line under the pointer this pass.
    let mut names = Vec::new();
    // The turn banner across the top; the scores, a piece's moves and the log in the sidebar on the
    // right. The camera keeps the board in the space they leave.
    let shown = banner_window(
        ctx,
        frame,
        (&table, &lang, phase),
        (replay.as_deref(), review.as_deref()),
        (&mut settings, &mut paused, &mut requests, &mut steps),
    );
    // On a phone's narrow screen the banner takes the whole width, and a piece's moves stand below.
    let sidebar_top = if narrow(ctx) {
        shown.as_ref().map_or(0.0, |s| s.response.rect.bottom())
    } else {
        0.0
    };
    backdrops.add(shown);
    let scores_bottom = scores_unless_sideways_lesson(ctx, frame, (&table, &lang), &mut backdrops);
    // On a narrow screen the scores stand at the bottom: a piece's moves go under the banner.
    let scores_bottom = if narrow(ctx) {
        sidebar_top
    } else {
        scores_bottom
    };
    let choosing = phase == TurnPhase::Move && !watching && !table.computer_to_move();
    below_scores(
        ctx,
        frame,
        (&table, &lang),
        (scores_bottom, choosing, lesson_top),
        (replay.as_deref(), review.as_deref()),
        (&mut steps, &mut requests),
        (&mut backdrops, &mut names),
    );
    // A review's panel takes the game-over window's place.
    if phase == TurnPhase::Over
        && review.is_none()
        && table.coach.is_none()
        && let Some(o) = table.game().outcome()
    {
        game_over_window(
            ctx,
            (&table, &lang),
            &o,
            storage.as_deref(),
            watching,
            &mut next,
            &mut files,
            &mut steps,
        );
    }
    pointed.set(names);
    if paused.0 {
        pause_window(
            ctx,
            (&mut paused, &mut view, &lang),
            (watching, table.remote.is_some(), table.coach.is_some()),
            &mut next,
            &mut files,
            &mut exit,
        );
    }
    Ok(())
}

/// The sidebar under the scores (ending at `scores_bottom`): while a person chooses a move
/// (`choosing`), the hint's answer and the moves chosen; the log under them (a lesson's panel, whose
/// top is `lesson_top`, stands in its place); and the chosen piece's moves between them.
fn below_scores(
    ctx: &egui::Context,
    frame: egui::Frame,
    (table, lang): (&Screen<'_>, &Lang),
    (scores_bottom, choosing, lesson_top): (f32, bool, Option<f32>),
    (replay, review): (Option<&Replay>, Option<&GameReview>),
    (steps, requests): (&mut MessageWriter<ReplayStep>, &mut MessageWriter<Request>),
    (backdrops, names): (&mut Backdrops, &mut Vec<u8>),
) {
    let panels = (&mut *backdrops, &mut *names);
    let above_log = hint_and_chosen(ctx, frame, (table, lang), (scores_bottom, choosing), panels);
    // While a piece's moves (or the hint, or the moves chosen) stand beside the board, the log keeps
    // its newest lines only and leaves them the room.
    let beside = table.draft.selected.is_some() || above_log > scores_bottom;
    let listing = choosing && beside && !small_screen(ctx);
    // A lesson's panel stands in the log's place (its words tell what happened).
    let log_top = match (&table.coach, lesson_top) {
        (Some(_), Some(top)) => top,
        _ => log_window(
            ctx,
            (frame, above_log, listing),
            (table, lang),
            (replay, review),
            steps,
            (&mut *backdrops, &mut *names),
        ),
    };
    if choosing {
        let room = (above_log, log_top);
        choosing_windows(
            ctx,
            frame,
            (table, lang),
            room,
            requests,
            (backdrops, names),
        );
    }
}

/// While a person chooses a move (`choosing`), in the sidebar under the scores (so the banner keeps
/// its height): the hint's answer and the moves chosen so far; answers where they end (the scores'
/// bottom when neither shows). On a phone the turn strip says them.
fn hint_and_chosen(
    ctx: &egui::Context,
    frame: egui::Frame,
    (table, lang): (&Screen<'_>, &Lang),
    (scores_bottom, choosing): (f32, bool),
    (backdrops, names): (&mut Backdrops, &mut Vec<u8>),
) -> f32 {
    let mut top = scores_bottom;
    if !choosing || small_screen(ctx) {
        return top;
    }
    if let Some(hint) = table.draft.hint {
        top = hint_window(ctx, frame, (table, lang), hint, top, (backdrops, names));
    }
    if !table.draft.chosen.is_empty() {
        top = chosen_window(ctx, frame, (table, lang), top, backdrops);
    }
    top
}

/// While a person chooses a move, the chosen piece's moves, in the sidebar from `top` (under the
/// hint and the moves chosen) down to the log's top. On a phone a piece's moves open over the
/// board from the strip's button: no panel comes and goes beside a phone's board, so it keeps its
/// size.
fn choosing_windows(
    ctx: &egui::Context,
    frame: egui::Frame,
    (table, lang): (&Screen<'_>, &Lang),
    (top, log_top): (f32, f32),
    requests: &mut MessageWriter<Request>,
    (backdrops, names): (&mut Backdrops, &mut Vec<u8>),
) {
    if small_screen(ctx) {
        if let Some(sel) = table
            .draft
            .selected
            .as_ref()
            .filter(|_| moves_sheet_open(ctx))
        {
            let room = (top, log_top);
            let shown = moves_sheet(ctx, frame, (table, lang), sel, room, (requests, names));
            backdrops.add_over_board(shown);
        }
        return;
    }
    if let Some(sel) = &table.draft.selected {
        // Short, it may run over the log's newest lines, never over a lesson's panel.
        let foot = if table.coach.is_some() {
            log_top
        } else {
            ctx.content_rect().bottom() - 8.0
        };
        let room = (top, log_top, foot);
        let shown = moves_window(ctx, frame, (table, lang), sel, room, requests, names);
        backdrops.add(shown);
    }
}

/// The result: the winners, why the game ended, the ranking, the throws, and what next.
fn game_over_window(
    ctx: &egui::Context,
    (table, lang): (&Screen<'_>, &Lang),
    o: &Outcome,
    storage: Option<&Storage>,
    watching: bool,
    next: &mut NextState<AppState>,
    files: &mut MessageWriter<FileRequest>,
    steps: &mut MessageWriter<ReplayStep>,
) {
    let game = table.game();
    let pos = game.position();
    let result = |ui: &mut egui::Ui| {
        ui.heading(result_words(table, lang, o));
        ui.label(lang.f("over-ended-by", &[("reason", o.reason.name().into())]));
        let mut ranking: Vec<Seat> = (0..game.players()).map(Seat).collect();
        ranking.sort_by_key(|s| {
            std::cmp::Reverse((pos.enlightened[s.index()], pos.pawns_in_play(*s)))
        });
        egui::Grid::new("ranking").striped(true).show(ui, |ui| {
            ui.strong(lang.t("over-player"));
            ui.strong(lang.t("over-enlightened"));
            ui.strong(lang.t("over-devoured"));
            ui.end_row();
            for s in ranking {
                ui.label(table.seat_name(s));
                ui.label(pos.enlightened[s.index()].to_string());
                ui.label(pos.devoured[s.index()].to_string());
                ui.end_row();
            }
        });
        let c = table.tally.counts;
        let counts = c.map(|n| n.to_string()).join(" ");
        ui.label(lang.f(
            "over-throws",
            &[
                ("turns", game.turns().into()),
                ("stirs", pos.stirs.into()),
                ("counts", counts.into()),
            ],
        ));
        if let Some(n) = table.take_backs() {
            ui.label(lang.f("over-take-backs", &[("count", n.into())]));
        }
        if let Some(f) = storage.and_then(|s| s.stats.fairness()) {
            ui.label(lang.f("over-all-games", &[("fairness", f.into())]));
        }
    };
    let what_next = |ui: &mut egui::Ui| {
        ui.horizontal_wrapped(|ui| {
            if lang.pressed_tip(ui, "menu-new-game", "over-new-game-tip") {
                next.set(AppState::Setup);
            }
            if lang.pressed(ui, "pause-main-menu") {
                next.set(AppState::Menu);
            }
            if lang.pressed(ui, "over-review") {
                if watching {
                    steps.write(ReplayStep::Review);
                } else {
                    files.write(FileRequest::ReviewCurrent);
                }
            }
            if !watching {
                if lang.pressed(ui, "pause-export") {
                    files.write(FileRequest::Export);
                }
                if lang.pressed(ui, "over-replay") {
                    files.write(FileRequest::ReplayCurrent);
                }
            }
        });
    };
    centred(&lang.t("over-title")).show(ctx, |ui| result_then_what_next(ui, result, what_next));
}

/// A result above what to do next; on a short screen (a phone held sideways), side by side.
fn result_then_what_next(
    ui: &mut egui::Ui,
    result: impl FnOnce(&mut egui::Ui),
    what_next: impl FnOnce(&mut egui::Ui),
) {
    if ui.ctx().content_rect().height() >= crate::systems::shared::race_hud::SHORT {
        result(ui);
        what_next(ui);
        return;
    }
    let room = ui.ctx().content_rect().width() - 340.0;
    ui.horizontal_top(|ui| {
        ui.vertical(|ui| {
            ui.set_max_width(room.min(440.0));
            result(ui);
        });
        ui.vertical(|ui| {
            ui.set_max_width(260.0);
            what_next(ui);
        });
    });
}

/// The pause menu (Esc).
fn pause_window(
    ctx: &egui::Context,
    (paused, view, lang): (&mut Paused, &mut PauseView, &Lang),
    (watching, online, lesson): (bool, bool, bool),
    next: &mut NextState<AppState>,
    files: &mut MessageWriter<FileRequest>,
    exit: &mut MessageWriter<AppExit>,
) {
    // The rules and the settings take the pause menu's place while shown (menus::pause draws them).
    if *view != PauseView::Menu {
        return;
    }
    use crate::systems::shared::race_hud::{
        leave_question, main_menu_button, pause_dialog, pause_rows, quit_button, steady,
    };
    pause_dialog(ctx, &lang.t("pause-title")).show(ctx, |ui| {
        steady(ui, "pause", |ui| {
            // Leaving or quitting a game in progress asks first, in the buttons' place (it is
            // autosaved: Continue brings it back; an online game's seat waits on the server); the
            // question above its answers, even where the buttons stand in rows.
            if leave_question(ui, lang, (next, Some(&mut *exit)), online) {
                return;
            }
            pause_rows(ui, |ui| {
                pause_buttons(ui, lang, (paused, view));
                if !watching && lang.pressed(ui, "pause-save") {
                    files.write(FileRequest::Save);
                }
                if lang.pressed(ui, "pause-export") {
                    files.write(FileRequest::Export);
                }
                if lang.pressed(ui, "menu-load") {
                    paused.0 = false;
                    next.set(AppState::Load);
                }
                // A lesson or a record being watched loses nothing by leaving: no question.
                main_menu_button(ui, lang, next, !watching && !lesson);
                quit_button(ui, lang, exit, !watching && !lesson);
            })
        });
    });
}

/// The Expert's suggestion for this throw, in words and notation, under the scores; answers where
/// the next window goes.
fn hint_window(
    ctx: &egui::Context,
    frame: egui::Frame,
    (table, lang): (&Screen<'_>, &Lang),
    hint: crate::rules::mehen::Action,
    top: f32,
    (backdrops, names): (&mut Backdrops, &mut Vec<u8>),
) -> f32 {
    let words = table.draft.describe_hint(table.table, lang, hint);
    let window = sidebar_window(lang.t("hud-hint-title"), frame, top);
    let shown = window.show(ctx, |ui| {
        let said = ui.label(words);
        if said.contains_pointer() {
            names.extend(
                table
                    .traces(hint)
                    .iter()
                    .flat_map(|t| [t.from, t.to])
                    .flatten(),
            );
        }
        if table.settings.notation {
            ui.small(format!("({hint})"))
                .on_hover_text(lang.t("hud-notation-tip"));
        }
    });
    let next = shown.as_ref().map_or(top, |s| s.response.rect.bottom());
    backdrops.add(shown);
    next
}

/// The piece moves chosen so far this turn, in words, under the scores (or the hint); answers where
/// the next window goes.
fn chosen_window(
    ctx: &egui::Context,
    frame: egui::Frame,
    (table, lang): (&Screen<'_>, &Lang),
    top: f32,
    backdrops: &mut Backdrops,
) -> f32 {
    let window = sidebar_window(lang.t("hud-this-turn"), frame, top);
    let shown = window.show(ctx, |ui| {
        for words in table.draft.chosen_words(table.table, lang) {
            ui.label(lang.f("hud-chosen", &[("move", words.into())]));
        }
    });
    let next = shown.as_ref().map_or(top, |s| s.response.rect.bottom());
    backdrops.add(shown);
    next
}

/// The scores' window, but on a phone held sideways in a lesson: no height there for the scores
/// above the lesson's panel (the Barque's tray on the board shows them), so a piece's moves take
/// their place. Answers where the window ends.
fn scores_unless_sideways_lesson(
    ctx: &egui::Context,
    frame: egui::Frame,
    (table, lang): (&Screen<'_>, &Lang),
    backdrops: &mut Backdrops,
) -> f32 {
    let sideways = crate::systems::shared::race_hud::sideways_screen(ctx);
    if sideways && table.coach.is_some() {
        0.0
    } else {
        scores_window(ctx, frame, (table, lang), backdrops)
    }
}

/// Scores and the clock, top right (on a narrow screen bottom left, folded at first); answers where
/// the panel ends.
fn scores_window(
    ctx: &egui::Context,
    frame: egui::Frame,
    (table, lang): (&Screen<'_>, &Lang),
    backdrops: &mut Backdrops,
) -> f32 {
    let game = table.game();
    let pos = game.position();
    let place = (egui::Align2::RIGHT_TOP, egui::vec2(-8.0, 8.0), SIDEBAR);
    let (corner, offset, width) = side_place(ctx, place, (true, "mehen-scores"));
    let window = egui::Window::new(side_title(ctx, lang.t("hud-enlightened")))
        .frame(frame)
        .anchor(corner, offset)
        .resizable(false)
        .min_width(width)
        .max_width(width);
    let folding = ("mehen-scores", !small_screen(ctx));
    let shown = show_foldable(ctx, window, folding, |ui| {
        if let Some(clock) = table.clock.text(lang) {
            ui.label(clock);
        }
        for i in 0..game.players() {
            let seat = Seat(i);
            let words = lang.f(
                "hud-seat-score",
                &[
                    ("letter", seat.letter().to_string().into()),
                    ("name", table.seat_name(seat).to_string().into()),
                    ("barque", pos.enlightened[seat.index()].into()),
                    (
                        "serpent",
                        (pos.board_pawn_count(seat) + pos.head_pawns[seat.index()]).into(),
                    ),
                    ("tail", pos.tail[seat.index()].into()),
                ],
            );
            swatch_words(ui, colour32(table.seat_colour(seat)), words);
        }
        if let Some(t) = game.rules().teams {
            for k in 0..t.count() {
                let sum: u8 = t.members(k).map(|s| pos.enlightened[s.index()]).sum();
                let team: String = t.members(k).map(|s| s.letter()).collect();
                ui.label(lang.f(
                    "hud-team-score",
                    &[("team", team.into()), ("sum", sum.into())],
                ));
            }
        }
        let (stirs, turn) = (pos.stirs.into(), (game.turns() + 1).into());
        ui.label(lang.f("hud-stirs-turn", &[("stirs", stirs), ("turn", turn)]));
        // The lion captioned "first lion" on the board, until it is in play.
        if pos.first_lion != FirstLion::Board {
            let stage = [("stage", pos.first_lion.name().into())];
            ui.label(
                egui::RichText::new(lang.f("hud-first-lion", &stage))
                    .small()
                    .weak(),
            );
        }
    });
    let bottom = shown.as_ref().map_or(0.0, |s| s.response.rect.bottom());
    backdrops.add_foldable(shown, folding_of(ctx, "mehen-scores"));
    bottom
}

/// What follows a log line's words: its notation (when Settings ask for it) and, in a review, the
/// turn's grade and a button that shows that turn.
fn log_line_extras(
    ui: &mut egui::Ui,
    line: &crate::systems::mehen::table::LogLine,
    (table, lang): (&Screen<'_>, &Lang),
    (replay, review): (Option<&Replay>, Option<&GameReview>),
    steps: &mut MessageWriter<ReplayStep>,
) {
    if table.settings.notation && !line.notation.is_empty() {
        ui.label(egui::RichText::new(&line.notation).small().weak())
            .on_hover_text(lang.t("hud-turn-notation-tip"));
    }
    let (Some(turn), Some(replay)) = (line.turn, replay) else {
        return;
    };
    if let Some(g) = review.and_then(|r| r.grade_of(turn)) {
        ui.colored_label(grade_colour(g), grade_words(lang, g));
    }
    let at = replay.record.turns.iter().position(|t| t.number == turn);
    // No "show" on the turn the board already shows.
    if let Some(at) = at
        && at + 1 != replay.at
        && ui
            .small_button(lang.t("review-show-turn"))
            .on_hover_text(lang.t("review-show-turn-tip"))
            .clicked()
    {
        steps.write(ReplayStep::To(at + 1));
    }
}

/// The log, newest last, bottom right, under the scores ending at `scores_bottom` (two lines and no
/// legend while a piece's moves are `listing` above it); answers where the panel starts.
fn log_window(
    ctx: &egui::Context,
    (frame, scores_bottom, listing): (egui::Frame, f32, bool),
    (table, lang): (&Screen<'_>, &Lang),
    (replay, review): (Option<&Replay>, Option<&GameReview>),
    steps: &mut MessageWriter<ReplayStep>,
    (backdrops, names): (&mut Backdrops, &mut Vec<u8>),
) -> f32 {
    // Above the replay's controls while watching.
    let replay_height = ctx.data(|d| d.get_temp::<f32>(egui::Id::new(REPLAY_HEIGHT)));
    let lift = replay.map_or(0.0, |_| replay_height.map_or(REPLAY_PANEL, |h| h + 8.0));
    let window = crate::systems::shared::race_log::log_window_at(
        ctx,
        (lang, frame),
        ("mehen-log", lift, SIDEBAR),
    );
    let folding = ("mehen-log", !small_screen(ctx));
    // Its lines give up height rather than cover the panels above (the scores, and while a move is
    // chosen the hint and the moves chosen; French, a large interface),
    // the legend too where one line would not fit; a phone's Log opens over the board, whole.
    let around_key = |legend: bool| egui::Id::new(("mehen-log-around", legend));
    let around = |legend| ctx.data(|d| d.get_temp::<f32>(around_key(legend)));
    let room = ctx.content_rect().bottom() - 8.0 - lift - (scores_bottom + 8.0);
    let (legend, list_height) = if narrow(ctx) {
        (true, LOG_HEIGHT)
    } else {
        let legend = !listing && room - around(true).unwrap_or(0.0) >= ROW;
        let lines = room - around(legend).unwrap_or(0.0);
        let most = if listing { 2.0 * ROW } else { LOG_HEIGHT };
        (legend, most.min(lines).max(ROW))
    };
    let shown = show_foldable(ctx, window, folding, |ui| {
        // Whole sentences that wrap, the notation small after them; the newest lines only (the
        // log grows all game; a record keeps it all).
        let shown = table.log.len().saturating_sub(LOG_LINES_SHOWN);
        let count = table.log.len();
        crate::systems::shared::race_log::following_log(ui, lang, count, list_height, |ui| {
            for line in &table.log[shown..] {
                // The words wrap at their own line height (a wrapped row would be a finger's
                // height a line on a touch screen); what follows them stands on a row under them.
                let row = ui.horizontal_top(|ui| {
                    swatch(ui, colour32(table.seat_colour(line.seat)), 5.0);
                    ui.vertical(|ui| {
                        ui.add(egui::Label::new(line.words.get(lang.language())).wrap());
                        let notation = table.settings.notation && !line.notation.is_empty();
                        let reviewed = line.turn.is_some() && replay.is_some();
                        if notation || reviewed {
                            ui.horizontal_wrapped(|ui| {
                                log_line_extras(ui, line, (table, lang), (replay, review), steps);
                            });
                        }
                    });
                });
                if row.response.contains_pointer() {
                    names.extend(&line.spaces);
                }
            }
        });
        // The board's mark of the last move, explained whether or not a move is marked now (a
        // pass marks none): the Log keeps its height, so it does not move between turns.
        if legend {
            ui.label(
                egui::RichText::new(lang.t("hud-last-move-legend"))
                    .small()
                    .weak(),
            );
        }
    });
    let top = shown
        .as_ref()
        .map_or(ctx.content_rect().bottom(), |s| s.response.rect.top());
    if let Some(open) = shown.as_ref().filter(|s| s.inner.is_some()) {
        let taken = open.response.rect.height() - list_height;
        ctx.data_mut(|d| d.insert_temp(around_key(legend), taken));
    }
    backdrops.add_foldable(shown, folding_of(ctx, "mehen-log"));
    top
}
