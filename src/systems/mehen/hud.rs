//! Mehen's HUD: the turn panel, a selected piece's moves in words, scores and the clock, the log, the
//! pause menu and the game-over window. Buttons send the same [`Request`]s as keys and clicks.

use super::draft::Selection;
use super::replay::{Replay, ReplayStep};
use super::review_view::{GameReview, grade_colour, grade_words};
use crate::persist::settings::Settings;
use crate::rules::mehen::{Outcome, Seat};
use crate::systems::files::saves::{FileRequest, Storage};
use crate::systems::mehen::sitting::{MehenScreen, Screen};
use crate::systems::mehen::turn::Request;
use crate::systems::menus::pause::{PauseView, pause_buttons};
use crate::systems::shared::backdrop::Backdrops;
use crate::systems::shared::lang::Lang;
use crate::systems::shared::race_hud::centred;
use crate::systems::shared::race_hud::{colour32, swatch};
use crate::systems::shared::seats::turn_of;
use crate::systems::shared::space_labels::PointedSpaces;
use crate::systems::shared::state::{AppState, Paused, TurnPhase};
use crate::systems::shared::theme;
use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};

/// The HUD needs a window (egui).
pub(crate) fn plugin(app: &mut App) {
    app.add_systems(
        EguiPrimaryContextPass,
        hud.run_if(in_state(AppState::Mehen))
            .before(crate::systems::shared::backdrop::PaintBackdrops),
    );
}

/// The height of the list of a selected piece's moves before it scrolls.
const OPTIONS_HEIGHT: f32 = 320.0;

/// The sidebar's width (egui points): the scores, a piece's moves and the log.
pub(crate) const SIDEBAR: f32 = 320.0;

/// The turn banner's height (egui points): four rows (whose turn, the buttons, what to do, a
/// notice), whatever they say, so the board never moves.
const BANNER_HEIGHT: f32 = 104.0;

/// How tall the log's lines may stand before it scrolls.
const LOG_HEIGHT: f32 = 130.0;

/// The replay viewer's controls' height, bottom right, under the log (egui points).
const REPLAY_PANEL: f32 = 172.0;

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
        (&mut settings, &mut requests, &mut steps),
    );
    backdrops.add(shown);
    let scores_bottom = scores_window(ctx, frame, (&table, &lang), &mut backdrops);
    // A lesson's panel stands in the log's place (its words tell what happened).
    let log_top = match (&table.coach, lesson_top) {
        (Some(_), Some(top)) => top,
        _ => log_window(
            ctx,
            frame,
            (&table, &lang),
            (replay.as_deref(), review.as_deref()),
            &mut steps,
            (&mut backdrops, &mut names),
        ),
    };
    let choosing = phase == TurnPhase::Move && !watching && !table.computer_to_move();
    if choosing {
        choosing_windows(
            ctx,
            frame,
            (&table, &lang),
            (scores_bottom, log_top),
            &mut requests,
            (&mut backdrops, &mut names),
        );
    }
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
            (watching, table.remote.is_some()),
            &mut next,
            &mut files,
            &mut exit,
        );
    }
    Ok(())
}

/// While a person chooses a move, in the sidebar under the scores (so the banner keeps its height):
/// the hint's answer, the moves chosen so far, and the chosen piece's moves down to the log's top.
fn choosing_windows(
    ctx: &egui::Context,
    frame: egui::Frame,
    (table, lang): (&Screen<'_>, &Lang),
    (scores_bottom, log_top): (f32, f32),
    requests: &mut MessageWriter<Request>,
    (backdrops, names): (&mut Backdrops, &mut Vec<u8>),
) {
    let mut top = scores_bottom;
    if let Some(hint) = table.draft.hint {
        top = hint_window(ctx, frame, (table, lang), hint, top, (backdrops, names));
    }
    if !table.draft.chosen.is_empty() {
        top = chosen_window(ctx, frame, (table, lang), top, backdrops);
    }
    if let Some(sel) = &table.draft.selected {
        moves_window(
            ctx,
            frame,
            (table, lang),
            sel,
            (top, log_top),
            requests,
            (backdrops, names),
        );
    }
}

/// The turn banner across the top: whose turn, the throw, what to do (a review's graph instead,
/// while one is shown); one height whatever it says, so the board never moves.
fn banner_window(
    ctx: &egui::Context,
    frame: egui::Frame,
    (table, lang, phase): (&Screen<'_>, &Lang, TurnPhase),
    (replay, review): (Option<&Replay>, Option<&GameReview>),
    (settings, requests, steps): (
        &mut Settings,
        &mut MessageWriter<Request>,
        &mut MessageWriter<ReplayStep>,
    ),
) -> Option<egui::InnerResponse<Option<()>>> {
    let watching = replay.is_some();
    let banner = (ctx.content_rect().width() - SIDEBAR - 32.0).max(280.0);
    egui::Window::new(lang.t("hud-turn"))
        .frame(frame)
        .title_bar(false)
        .anchor(egui::Align2::LEFT_TOP, egui::vec2(8.0, 8.0))
        .resizable(false)
        .collapsible(false)
        .min_width(banner)
        .max_width(banner)
        .show(ctx, |ui| {
            ui.set_min_width(banner);
            // One height whatever it says (a notice, the pass question, a long move), so the board
            // never moves: what does not fit scrolls.
            ui.set_min_height(BANNER_HEIGHT);
            // A review fills the banner (the graph and the verdict), so the board keeps its size.
            if let (Some(review), Some(replay)) = (review, replay) {
                crate::systems::mehen::review_view::review_banner(
                    ui,
                    (review, replay, table),
                    lang,
                    steps,
                    BANNER_HEIGHT,
                );
                return;
            }
            egui::ScrollArea::vertical()
                .max_height(BANNER_HEIGHT)
                .auto_shrink([false, true])
                .show(ui, |ui| {
                    turn_panel(ui, (table, lang), phase, watching, settings, requests);
                    if let Some(replay) = replay {
                        last_turn_shown(ui, (table, lang), replay);
                    }
                });
        })
}

/// Who won, or who tied.
fn result_words(table: &Screen<'_>, lang: &Lang, o: &Outcome) -> String {
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
/// when it applies; what to do now; and the notice of a refused move, or the question about passing.
fn turn_panel(
    ui: &mut egui::Ui,
    (table, lang): (&Screen<'_>, &Lang),
    phase: TurnPhase,
    watching: bool,
    settings: &mut Settings,
    requests: &mut MessageWriter<Request>,
) {
    status_row(ui, (table, lang), watching, settings);
    let person = !table.computer_to_move() && !table.remote_to_move() && !watching;
    let row = ui.spacing().interact_size.y;
    ui.horizontal(|ui| {
        ui.set_min_height(row);
        if person && !table.game().is_over() {
            turn_buttons(ui, (table, lang), phase, requests);
        }
    });
    ui.horizontal_wrapped(|ui| {
        ui.set_min_height(row);
        what_to_do(ui, (table, lang), phase, person);
    });
    if table.draft.forfeit_asked {
        forfeit_question(ui, lang, requests);
    } else if let Some(n) = &table.notice {
        ui.colored_label(theme::NOTICE, n.get(lang.language()));
    }
}

/// Whose turn (or who won), what the throw gave, and the hints switch.
fn status_row(
    ui: &mut egui::Ui,
    (table, lang): (&Screen<'_>, &Lang),
    watching: bool,
    settings: &mut Settings,
) {
    let game = table.game();
    ui.horizontal_wrapped(|ui| {
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
            ui.label(
                egui::RichText::new(turn_of(lang, seat.index(), table.seat_name(seat)))
                    .strong()
                    .size(17.0),
            );
            if table.remote_to_move() {
                ui.spinner();
                ui.label(lang.t("hud-online-playing"));
            } else if table.computer_to_move() {
                ui.spinner();
                ui.label(lang.t(if table.thinking {
                    "hud-computer-thinking"
                } else {
                    "hud-computer-playing"
                }));
            }
        }
        if let Some(t) = table.throw_of_seat_to_move() {
            let (flats, points) = (t.flats().into(), t.points().into());
            ui.separator();
            ui.label(if t.is_mehen() {
                lang.f("hud-thrown-mehen", &[("flats", flats)])
            } else {
                lang.f("hud-thrown", &[("flats", flats), ("points", points)])
            });
        }
        // The same switch as in Settings, so it is remembered (nothing to hint in the viewer or
        // once the game is over).
        if !watching && !game.is_over() {
            ui.separator();
            ui.checkbox(&mut settings.hints, lang.t("hud-hints"))
                .on_hover_text(lang.t("hud-hints-tip"));
        }
    });
}

/// A person's buttons: Throw, Confirm, Undo, Pass, Hint, in that order whatever the phase, each
/// enabled when it applies (so a button never moves under the pointer).
fn turn_buttons(
    ui: &mut egui::Ui,
    (table, lang): (&Screen<'_>, &Lang),
    phase: TurnPhase,
    requests: &mut MessageWriter<Request>,
) {
    let choosing = phase == TurnPhase::Move && !table.draft.forfeit_asked;
    let throw = if matches!(table.game().phase(), crate::rules::mehen::Phase::Tickle) {
        "hud-throw-again"
    } else {
        "hud-throw"
    };
    // In a lesson the lesson's panel gives the hint (and Show me).
    let hint = choosing && table.coach.is_none() && table.draft.hint.is_none();
    let draft = &table.draft;
    let buttons = [
        (
            throw,
            "hud-throw-tip",
            phase == TurnPhase::Throw,
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
    for (label, tip, enabled, request) in buttons {
        if ui
            .add_enabled(enabled, egui::Button::new(lang.t(label)))
            .on_hover_text(lang.t(tip))
            .clicked()
        {
            requests.write(request);
        }
    }
}

/// What to do now, in a line: throw, give the points, where to, confirm; the stir while it plays.
fn what_to_do(
    ui: &mut egui::Ui,
    (table, lang): (&Screen<'_>, &Lang),
    phase: TurnPhase,
    person: bool,
) {
    let game = table.game();
    match phase {
        TurnPhase::Animate
            if table.tally.last_throw.is_some_and(|t| t.1.is_mehen()) && !game.is_over() =>
        {
            ui.heading(lang.t("hud-stirs"));
        }
        TurnPhase::Move if person && !table.draft.forfeit_asked => {
            ui.label(move_instruction(table, lang));
        }
        _ => {}
    }
}

/// What a person composing a move does next: give the points, say where to, or confirm.
fn move_instruction(table: &Screen<'_>, lang: &Lang) -> String {
    let draft = &table.draft;
    let left = table.game().points_left(&draft.chosen).unwrap_or(0);
    if draft.selected.is_some() {
        return lang.t("hud-where-to");
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
        return lang.t("hud-press-enter");
    }
    let id = if draft.composed().is_some() {
        "hud-points-left-alone"
    } else {
        "hud-points-left"
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
    centred(&lang.t("over-title")).show(ctx, |ui| {
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
    });
}

/// The pause menu (Esc).
fn pause_window(
    ctx: &egui::Context,
    (paused, view, lang): (&mut Paused, &mut PauseView, &Lang),
    (watching, online): (bool, bool),
    next: &mut NextState<AppState>,
    files: &mut MessageWriter<FileRequest>,
    exit: &mut MessageWriter<AppExit>,
) {
    // The rules and the settings take the pause menu's place while shown (menus::pause draws them).
    if *view != PauseView::Menu {
        return;
    }
    centred(&lang.t("pause-title")).show(ctx, |ui| {
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
        // Leaving or quitting a game in progress asks first (it is autosaved: Continue brings it
        // back; an online game's seat waits on the server).
        use crate::systems::shared::race_hud::{leave_question, main_menu_button, quit_button};
        main_menu_button(ui, lang, next, !watching);
        quit_button(ui, lang, exit, !watching);
        leave_question(ui, lang, (next, Some(exit)), online);
    });
}

/// The Expert's suggestion for this throw, in words and notation, under the scores; answers where
/// it ends.
fn hint_window(
    ctx: &egui::Context,
    frame: egui::Frame,
    (table, lang): (&Screen<'_>, &Lang),
    hint: crate::rules::mehen::Action,
    top: f32,
    (backdrops, names): (&mut Backdrops, &mut Vec<u8>),
) -> f32 {
    let words = table.describe_action(lang, hint, false);
    let shown = sidebar_window(lang.t("hud-hint-title"), frame, top).show(ctx, |ui| {
        let said = ui.label(lang.f("hud-hint-move", &[("move", words.into())]));
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
    let bottom = shown.as_ref().map_or(top, |s| s.response.rect.bottom());
    backdrops.add(shown);
    bottom
}

/// The piece moves chosen so far this turn, in words, under the scores (or the hint); answers where
/// it ends.
fn chosen_window(
    ctx: &egui::Context,
    frame: egui::Frame,
    (table, lang): (&Screen<'_>, &Lang),
    top: f32,
    backdrops: &mut Backdrops,
) -> f32 {
    let shown = sidebar_window(lang.t("hud-this-turn"), frame, top).show(ctx, |ui| {
        for words in table.draft.chosen_words(table.table, lang) {
            ui.label(lang.f("hud-chosen", &[("move", words.into())]));
        }
    });
    let bottom = shown.as_ref().map_or(top, |s| s.response.rect.bottom());
    backdrops.add(shown);
    bottom
}

/// A window of the sidebar whose top stands at `top`.
fn sidebar_window(title: String, frame: egui::Frame, top: f32) -> egui::Window<'static> {
    egui::Window::new(title)
        .frame(frame)
        .anchor(egui::Align2::RIGHT_TOP, egui::vec2(-8.0, top + 8.0))
        .resizable(false)
        .collapsible(false)
        .min_width(SIDEBAR)
        .max_width(SIDEBAR)
}

/// The selected piece's moves in words, bottom right (clear of the tail pen and the board).
fn moves_window(
    ctx: &egui::Context,
    frame: egui::Frame,
    (table, lang): (&Screen<'_>, &Lang),
    sel: &Selection,
    (top, bottom): (f32, f32),
    requests: &mut MessageWriter<Request>,
    (backdrops, names): (&mut Backdrops, &mut Vec<u8>),
) {
    // Between the scores and the log in the sidebar, scrolling when the list is longer.
    let room = (bottom - top - 70.0).clamp(48.0, OPTIONS_HEIGHT);
    let title = lang.t(if sel.narrowed {
        "hud-moves-narrowed"
    } else {
        "hud-moves"
    });
    let shown = sidebar_window(title, frame, top).show(ctx, |ui| {
        egui::ScrollArea::vertical()
            .max_height(room)
            .show(ui, |ui| {
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
            });
        // What the rings on the board mean while a piece is chosen.
        ui.small(lang.t("hud-rings-legend"));
    });
    backdrops.add(shown);
}

/// Scores and the clock, top right; answers where the panel ends.
fn scores_window(
    ctx: &egui::Context,
    frame: egui::Frame,
    (table, lang): (&Screen<'_>, &Lang),
    backdrops: &mut Backdrops,
) -> f32 {
    let game = table.game();
    let pos = game.position();
    let shown = egui::Window::new(lang.t("hud-enlightened"))
        .frame(frame)
        .anchor(egui::Align2::RIGHT_TOP, egui::vec2(-8.0, 8.0))
        .resizable(false)
        .collapsible(true)
        .min_width(SIDEBAR)
        .max_width(SIDEBAR)
        .show(ctx, |ui| {
            if let Some(clock) = table.clock.text(lang) {
                ui.label(clock);
            }
            for i in 0..game.players() {
                let seat = Seat(i);
                ui.horizontal_wrapped(|ui| {
                    swatch(ui, colour32(table.seat_colour(seat)), 5.0);
                    ui.label(lang.f(
                        "hud-seat-score",
                        &[
                            ("letter", seat.letter().to_string().into()),
                            ("name", table.seat_name(seat).to_string().into()),
                            ("barque", pos.enlightened[seat.index()].into()),
                            ("inplay", pos.pawns_in_play(seat).into()),
                        ],
                    ));
                });
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
        });
    let bottom = shown.as_ref().map_or(0.0, |s| s.response.rect.bottom());
    backdrops.add(shown);
    bottom
}

/// The log, newest last, bottom right; answers where the panel starts.
fn log_window(
    ctx: &egui::Context,
    frame: egui::Frame,
    (table, lang): (&Screen<'_>, &Lang),
    (replay, review): (Option<&Replay>, Option<&GameReview>),
    steps: &mut MessageWriter<ReplayStep>,
    (backdrops, names): (&mut Backdrops, &mut Vec<u8>),
) -> f32 {
    // Above the replay's controls while watching.
    let lift = if replay.is_some() { REPLAY_PANEL } else { 0.0 };
    let shown = egui::Window::new(lang.t("hud-log"))
        .frame(frame)
        .anchor(egui::Align2::RIGHT_BOTTOM, egui::vec2(-8.0, -8.0 - lift))
        .resizable(false)
        .min_width(SIDEBAR)
        .max_width(SIDEBAR)
        .collapsible(true)
        .show(ctx, |ui| {
            // Whole sentences that wrap, the notation small after them; the newest lines only (the
            // log grows all game; a record keeps it all).
            let shown = table.log.len().saturating_sub(LOG_LINES_SHOWN);
            let count = table.log.len();
            crate::systems::shared::race_hud::following_log(ui, lang, count, LOG_HEIGHT, |ui| {
                for line in &table.log[shown..] {
                    let row = ui.horizontal_wrapped(|ui| {
                        swatch(ui, colour32(table.seat_colour(line.seat)), 5.0);
                        ui.label(line.words.get(lang.language()));
                        if table.settings.notation && !line.notation.is_empty() {
                            ui.label(egui::RichText::new(&line.notation).small().weak())
                                .on_hover_text(lang.t("hud-turn-notation-tip"));
                        }
                        // In a review: the turn's grade, and a click shows that turn.
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
                    });
                    if row.response.contains_pointer() {
                        names.extend(&line.spaces);
                    }
                }
            });
        });
    let top = shown
        .as_ref()
        .map_or(ctx.content_rect().bottom(), |s| s.response.rect.top());
    backdrops.add(shown);
    top
}
