//! The game review in the replay viewer: each seat's winning chances over the turns as a graph, each
//! turn's grade (in the review panel and in the log), and on the board the Expert's better move beside
//! the one played. The review itself (`crate::review`) is worked out beside the game ([`Pondering`]).

use super::replay::{Replay, ReplayStep};
use super::table::{BoardMarks, Table};
use crate::i18n::Said;
use crate::review::{Grade, Review, ReviewError, Reviewing, chance_band, chances_are_percentages};
use crate::rules::mehen::record::{Record, play_throws};
use crate::rules::{
    Throw,
    mehen::{Action, Seat},
};
use crate::systems::mehen::sitting::{Screen, Sitting};
use crate::systems::shared::busy::{ActsByItself, report_busy};
use crate::systems::shared::lang::Lang;
use crate::systems::shared::pondering::Pondering;
use crate::systems::shared::race_hud::colour32;
use crate::systems::shared::state::{AppState, GameSet};
use crate::systems::shared::theme::palette;
use bevy::prelude::*;
use bevy_egui::egui;

/// The review of the record in the replay viewer: being worked out, ready, or why there is none.
#[derive(Resource)]
pub enum GameReview {
    Working(Pondering<Result<Review, ReviewError>>),
    Ready(Box<ReviewShown>),
    Failed(Said),
}

/// A finished review and what the board shows of it.
pub struct ReviewShown {
    pub review: Review,
    /// The viewer's turn and table the verdict below was worked out for.
    shown_for: Option<(usize, u64)>,
    /// The last turn's verdict in words: the move played and the Expert's.
    verdict: Option<Verdict>,
}

struct Verdict {
    played: Said,
    best: Option<Said>,
}

impl ActsByItself for GameReview {
    fn acts_by_itself(&self) -> bool {
        matches!(self, GameReview::Working(_))
    }
}

impl GameReview {
    fn failed(e: &ReviewError) -> GameReview {
        GameReview::Failed(Said::message(
            "review-failed",
            &[("problem", e.to_string().into())],
        ))
    }

    /// The grade of turn `number`, once the review is ready.
    pub fn grade_of(&self, number: u32) -> Option<Grade> {
        let GameReview::Ready(r) = self else {
            return None;
        };
        let t = r.review.turns.iter().find(|t| t.turn == number)?;
        Some(t.grade)
    }
}

/// Starts reviewing `record` (the record in the viewer).
pub fn begin_review(commands: &mut Commands, record: &Record) {
    let review = match Reviewing::new(record, None) {
        Ok(work) => GameReview::Working(Pondering::start(work)),
        Err(e) => GameReview::failed(&e),
    };
    commands.insert_resource(review);
}

pub(crate) fn plugin(app: &mut App) {
    app.add_systems(
        Update,
        (
            (|mut commands: Commands| commands.remove_resource::<GameReview>())
                .run_if(resource_exists::<GameReview>.and_then(not(resource_exists::<Replay>))),
            (
                asked_for,
                finish.run_if(resource_exists::<GameReview>),
                better_move.run_if(
                    resource_exists::<GameReview>
                        .and_then(resource_exists::<Replay>)
                        .and_then(resource_exists::<Table>),
                ),
            )
                .chain()
                .after(super::replay::replay_steps),
        )
            .in_set(GameSet::Engine)
            .run_if(in_state(AppState::Mehen)),
    )
    .add_systems(
        Update,
        report_busy::<GameReview>.run_if(in_state(AppState::Mehen)),
    );
}

/// The replay panel's Review button.
fn asked_for(
    mut steps: MessageReader<ReplayStep>,
    mut commands: Commands,
    replay: Option<Res<Replay>>,
    review: Option<Res<GameReview>>,
) {
    let asked = steps.read().any(|s| *s == ReplayStep::Review);
    if let (true, Some(replay), None) = (asked, replay, review) {
        begin_review(&mut commands, &replay.record);
    }
}

fn finish(mut review: ResMut<GameReview>) {
    let GameReview::Working(task) = &mut *review else {
        return;
    };
    if let Some(done) = task.poll() {
        *review = match done {
            Ok(r) => GameReview::Ready(Box::new(ReviewShown {
                review: r,
                shown_for: None,
                verdict: None,
            })),
            Err(e) => GameReview::failed(&e),
        };
    }
}

/// Marks the Expert's better move for the turn the viewer shows, and words both moves.
fn better_move(
    mut review: ResMut<GameReview>,
    replay: Res<Replay>,
    table: Res<Table>,
    mut marks: ResMut<BoardMarks>,
) {
    let GameReview::Ready(shown) = &mut *review else {
        return;
    };
    let now = (replay.at, table.id);
    if shown.shown_for == Some(now) {
        return;
    }
    shown.shown_for = Some(now);
    shown.verdict = None;
    marks.better.clear();
    let Some(k) = replay.at.checked_sub(1) else {
        return;
    };
    let (Some(line), Some(turn)) = (replay.record.turns.get(k), shown.review.turns.get(k)) else {
        return;
    };
    let Some(played) = line.action else { return };
    // The table as the mover saw it: the turns before, then this turn's throws.
    let Ok(mut before) = Sitting::replayed(&replay.setup, &replay.record, k) else {
        return;
    };
    let mut game = before.table.game().clone();
    if play_throws(&mut game, line, &mut ()).is_err() {
        return;
    }
    // The turn's throws, given as they fell (the same checks as a record's).
    for &f in &line.throws {
        let Some(throw) = Throw::new(f) else { return };
        before
            .view_mut()
            .throw_given(crate::dice::Sticks::showing(throw), throw);
    }
    // Told with the players' names: the reviewer may have sat at either seat, or at neither.
    let before = before.view();
    let words = |a: Action| Said::new(|loc| before.describe_action(loc, a, true));
    let best: Option<Action> = turn.best.as_deref().and_then(|b| b.parse().ok());
    let better = best.filter(|&b| b != played && turn.grade != Grade::Best);
    if let Some(b) = better {
        marks.better = before.traces(b);
    }
    shown.verdict = Some(Verdict {
        played: words(played),
        best: better.map(words),
    });
}

/// A grade's colour: green for the best moves to red for a blunder.
pub fn grade_colour(grade: Grade) -> egui::Color32 {
    match grade {
        Grade::Forced => palette::INK_FADED,
        Grade::Best => palette::MALACHITE,
        Grade::Good => egui::Color32::from_rgb(0x6E, 0x8E, 0x3A),
        Grade::Inaccuracy => palette::OCHRE,
        Grade::Mistake => egui::Color32::from_rgb(0xC0, 0x62, 0x20),
        Grade::Blunder => palette::RED_OCHRE,
    }
}

/// A grade's name for players.
pub fn grade_words(lang: &Lang, grade: Grade) -> String {
    lang.t(&format!("grade-{}", grade.name()))
}

/// The graph's size: it stands at the left of the turn banner, which keeps its height in a review
/// so the board stays as large as in play.
const GRAPH_WIDTH: f32 = 300.0;
const GRAPH_HEIGHT: f32 = 84.0;

/// The review in the turn banner: the chances graph (a click shows that turn) and, beside it, the
/// turn the board shows: its grade, the chances, the move played and the Expert's.
pub(crate) fn review_banner(
    ui: &mut egui::Ui,
    (review, replay, table): (&GameReview, &Replay, &Screen<'_>),
    lang: &Lang,
    steps: &mut MessageWriter<ReplayStep>,
    height: f32,
) -> f32 {
    let mut needed = 0.0;
    let body = |ui: &mut egui::Ui| match review {
        GameReview::Working(_) => {
            ui.spinner();
            ui.label(lang.f(
                "review-working",
                &[("count", replay.record.turns.len().into())],
            ));
        }
        GameReview::Failed(why) => {
            ui.colored_label(palette::RED_OCHRE, why.get(lang.language()));
        }
        GameReview::Ready(shown) => {
            if let Some(to) = graph(ui, &shown.review, table, replay.at, lang) {
                steps.write(ReplayStep::To(to));
            }
            ui.vertical(|ui| {
                let out = egui::ScrollArea::vertical()
                    .id_salt("review-verdict")
                    .max_height(height)
                    .auto_shrink([false, true])
                    .show(ui, |ui| {
                        // On a short screen (a phone held sideways) a long verdict scrolls.
                        if ui.ctx().content_rect().height()
                            < crate::systems::shared::race_hud::SHORT
                        {
                            crate::systems::shared::text_fit::may_scroll(ui);
                        }
                        verdict(ui, shown, table, replay.at, lang);
                    });
                needed = out.content_size.y;
            });
        }
    };
    // On a phone's narrow screen, and in a sideways screen's column, the turn's words go under
    // the graph (beside it they had a letter's width).
    if crate::systems::shared::race_hud::narrow_screen(ui.ctx())
        || crate::systems::shared::race_hud::sideways_screen(ui.ctx())
    {
        ui.vertical(body);
        needed += GRAPH_HEIGHT + ui.spacing().item_spacing.y;
    } else {
        ui.horizontal_top(body);
    }
    needed
}

/// The chances graph, one line per seat; answers the turn clicked.
fn graph(
    ui: &mut egui::Ui,
    r: &Review,
    table: &Screen<'_>,
    at: usize,
    lang: &Lang,
) -> Option<usize> {
    let percentages = chances_are_percentages(r.players);
    let what = lang.t(if percentages {
        "review-graph-percent"
    } else {
        "review-graph-standing"
    });
    let (rect, response) = ui.allocate_exact_size(
        egui::vec2(GRAPH_WIDTH, GRAPH_HEIGHT),
        egui::Sense::click_and_drag(),
    );
    // What the lines are, then how to use them, under the pointer.
    let response = response.on_hover_text(format!("{what}. {}", lang.t("review-graph-tip")));
    let painter = ui.painter_at(rect);
    painter.rect_filled(rect, 0.0, palette::PAPYRUS_LIGHT);
    painter.rect_stroke(
        rect,
        0.0,
        egui::Stroke::new(1.0, palette::INK_FADED),
        egui::StrokeKind::Inside,
    );
    let turns = r.turns.len().max(1);
    // Percentages run from 0 to 100%; with more players the graph shows standings up to the best.
    let top = if percentages {
        1.0
    } else {
        let best = r
            .turns
            .iter()
            .flat_map(|t| t.chances.iter())
            .chain(r.start.iter())
            .fold(0.0f32, |a, &c| a.max(c));
        (best * 1.15).clamp(0.2, 1.0)
    };
    let x = |k: usize| rect.left() + rect.width() * k as f32 / turns as f32;
    let y = |c: f32| rect.bottom() - rect.height() * (c / top).clamp(0.0, 1.0);
    // Even chances, and the turn the board shows.
    let even = 1.0 / f32::from(r.players.max(1));
    painter.hline(
        rect.x_range(),
        y(even),
        egui::Stroke::new(1.0, palette::LIMESTONE),
    );
    painter.vline(
        x(at.min(turns)),
        rect.y_range(),
        egui::Stroke::new(2.0, palette::INK),
    );
    for s in 0..r.players {
        let points: Vec<egui::Pos2> = std::iter::once(&r.start)
            .chain(r.turns.iter().map(|t| &t.chances))
            .enumerate()
            .map(|(k, c)| egui::pos2(x(k), y(c.get(usize::from(s)).copied().unwrap_or(0.0))))
            .collect();
        let colour = colour32(table.seat_colour(Seat(s)));
        painter.add(egui::Shape::line(points, egui::Stroke::new(2.0, colour)));
    }
    // Blunders and mistakes marked on the mover's line.
    for (k, t) in r.turns.iter().enumerate() {
        if matches!(t.grade, Grade::Mistake | Grade::Blunder) {
            let c = t.chances.get(seat_index(&t.seat)).copied().unwrap_or(0.0);
            painter.circle_filled(egui::pos2(x(k + 1), y(c)), 3.5, grade_colour(t.grade));
        }
    }
    if percentages {
        for (c, label) in [(1.0, "100%"), (0.5, "50%"), (0.0, "0%")] {
            painter.text(
                egui::pos2(
                    rect.left() + 3.0,
                    y(c).clamp(rect.top() + 7.0, rect.bottom() - 7.0),
                ),
                egui::Align2::LEFT_CENTER,
                label,
                egui::FontId::proportional(10.0),
                palette::INK_FADED,
            );
        }
    }
    let pointer = response.interact_pointer_pos()?;
    if !(response.clicked() || response.dragged()) {
        return None;
    }
    let k = ((pointer.x - rect.left()) / rect.width() * turns as f32).round();
    Some((k.max(0.0) as usize).min(turns))
}

/// A seat's index from its letter in the review ("A" first).
fn seat_index(letter: &str) -> usize {
    letter
        .chars()
        .next()
        .and_then(Seat::from_letter)
        .map_or(0, |s| s.index())
}

/// The turn the board shows: who moved, the grade, the chances, the move played and the Expert's.
fn verdict(ui: &mut egui::Ui, shown: &ReviewShown, table: &Screen<'_>, at: usize, lang: &Lang) {
    let r = &shown.review;
    let Some(t) = at.checked_sub(1).and_then(|k| r.turns.get(k)) else {
        ui.label(lang.t("review-pick-turn"));
        return;
    };
    let seat = Seat(seat_index(&t.seat) as u8);
    let chance = |c: f32| {
        if chances_are_percentages(r.players) {
            format!("{:.0}%", c * 100.0)
        } else {
            lang.t(&format!("review-band-{}", chance_band(c)))
        }
    };
    ui.horizontal_wrapped(|ui| {
        ui.strong(lang.f(
            "review-turn",
            &[
                ("turn", t.turn.into()),
                ("name", table.seat_name(seat).to_string().into()),
            ],
        ));
        ui.colored_label(grade_colour(t.grade), grade_words(lang, t.grade))
            .on_hover_text(lang.t(&format!("grade-{}-tip", t.grade.name())));
    });
    ui.label(lang.f(
        "review-chances",
        &[
            ("before", chance(t.before_throw).into()),
            ("thrown", chance(t.after_throw).into()),
            ("after", chance(t.after_move).into()),
        ],
    ));
    if let Some(v) = &shown.verdict {
        ui.label(lang.f(
            "review-played",
            &[("move", v.played.get(lang.language()).to_string().into())],
        ));
        if let Some(best) = &v.best {
            ui.colored_label(
                egui::Color32::from_rgb(0x0D, 0x7E, 0x86),
                lang.f(
                    "review-better",
                    &[
                        ("move", best.get(lang.language()).to_string().into()),
                        // A whole number, so the words agree with it ("1 point", "5 points").
                        ("loss", (t.loss.round() as i64).into()),
                    ],
                ),
            );
        }
    }
}
