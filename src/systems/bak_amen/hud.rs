//! What a player reads and sees highlighted on Bak-Amen's screen: the panel (whose turn, the throw,
//! what can be done, why a piece cannot move) and the rings around the pieces that can move.

use super::screen::*;
use super::words::{said_point, step_words, win_kind};
use crate::rules::bak_amen::BakAmen;
use crate::rules::bak_amen::{BakAction, BakPhase, POINTS, Step, point_of, square_of};
use crate::systems::race::panel::{Outcome, RaceHud, TurnPanel};
use crate::systems::race::race_match::RaceMatch;
use crate::systems::shared::busy::ActsByItself;
use crate::systems::shared::lang::Lang;
use crate::systems::shared::placement::{RingMarks, note_rings};
use crate::systems::shared::senet_grid::{SQUARE, SenetGrid};
use crate::systems::shared::space_labels::place_to_go_over;
use bevy::prelude::*;
use bevy_egui::egui;

/// What needs a window: the glyphs, the highlights and the panels.
pub(crate) fn ui_plugin(app: &mut App) {
    crate::systems::race::panel::ui_plugin::<BakAmen, _>(app, highlight);
}

/// Rings where a pawn can be picked up, around the picked-up pawn, and where it can go.
pub(crate) fn highlight(
    (m, grid): (Option<Res<BakMatch>>, Option<Res<SenetGrid>>),
    mut gizmos: Gizmos,
    mut marks: ResMut<RingMarks>,
) {
    // The hovered square's number keeps clear of every ring drawn.
    let mut drawn = Vec::new();
    if let (Some(m), Some(grid)) = (m, grid)
        && let Some(seat) = m.game().to_move()
        && !m.computer_to_move()
        && matches!(m.game().phase(), BakPhase::Move { .. })
    {
        rings(&m, (*grid, seat), &mut gizmos, &mut drawn);
    }
    note_rings(&mut marks, &drawn);
}

/// Draws the rings of `highlight`, noting each in `drawn`.
fn rings(
    m: &BakMatch,
    (grid, seat): (SenetGrid, u8),
    gizmos: &mut Gizmos,
    drawn: &mut Vec<(Vec2, f32)>,
) {
    let centre = |p: u8| place_centre(grid, seat, p);
    let gold = Color::srgb(0.95, 0.75, 0.10);
    let green = Color::srgb(0.15, 0.65, 0.25);
    let next = m.next_steps();
    match m.ext.selected {
        Some(from) => {
            gizmos.rect_2d(
                Isometry2d::from_translation(centre(from)),
                Vec2::splat(SQUARE * 0.9),
                gold,
            );
            drawn.push((centre(from), SQUARE * 0.45));
            let shown = m.shown();
            for s in next.iter().filter(|s| s.from == from) {
                // Over pawns already there (the mover's, or a lone one to arrest), a small dot.
                let taken = (1..=POINTS).contains(&s.to)
                    && (shown.count(seat, s.to) > 0
                        || point_of(1 - seat, square_of(seat, s.to))
                            .is_some_and(|p| shown.count(1 - seat, p) > 0));
                place_to_go_over(gizmos, centre(s.to), SQUARE * 0.42, green, taken);
                drawn.push((centre(s.to), SQUARE * 0.42));
            }
        }
        None => {
            for s in &next {
                gizmos.rect_2d(
                    Isometry2d::from_translation(centre(s.from)),
                    Vec2::splat(SQUARE * 0.9),
                    gold,
                );
                drawn.push((centre(s.from), SQUARE * 0.45));
            }
        }
    }
    // The Expert's steps still to enter; gone once the player plays otherwise. Steps along one row
    // would lie on one line: each is drawn a little aside from the last, and twice for weight.
    let left = m.hint_left().unwrap_or_default();
    let middle = (left.len() as f32 - 1.0) / 2.0;
    for (k, s) in left.iter().enumerate() {
        let (a, b) = (centre(s.from), centre(s.to));
        let aside = (b - a).normalize_or_zero().perp() * (k as f32 - middle) * SQUARE * 0.12;
        for weight in [0.0, 1.5] {
            let w = Vec2::splat(weight);
            let blue = Color::srgb(0.2, 0.3, 0.9);
            gizmos.arrow_2d(a + aside + w, b + aside + w, blue);
        }
    }
}

impl RaceHud for BakAmen {
    const SEATS_LEGEND: Option<&'static str> = Some("bak-numbers-legend");

    fn seat_words(lang: &Lang, m: &BakMatch, seat: u8) -> String {
        let view = m.shown();
        lang.f(
            "bak-score",
            &[
                ("name", m.side_name(lang, seat).into()),
                ("pips", view.pips(seat).into()),
                ("off", view.borne_off(seat).into()),
                ("nile", view.on_nile(seat).into()),
            ],
        )
    }

    /// The swatch is the pawns' own colour: the sides are White and Red, whatever the seats.
    fn seat_swatch(_: &BakMatch, seat: u8) -> Option<egui::Color32> {
        let [r, g, b, _] = pawn_colour(seat).to_srgba().to_u8_array();
        Some(egui::Color32::from_rgb(r, g, b))
    }

    fn turn_panel(panel: TurnPanel<'_, '_, Self>) {
        let TurnPanel {
            ui,
            lang,
            m,
            busy,
            out,
            ..
        } = panel;
        match (m.game().to_move(), m.game().phase()) {
            (_, BakPhase::Over) => {}
            (_, BakPhase::Opening) => {
                ui.strong(lang.t("bak-opening"));
                if !m.acts_by_itself() && lang.pressed(ui, "bak-throw") {
                    out.write(BakRequest::Throw);
                }
            }
            (Some(seat), phase) => {
                ui.strong(lang.f("race-to-play", &[("name", m.side_name(lang, seat).into())]));
                if m.computer_to_move() {
                    ui.label(lang.t(if busy {
                        "hud-computer-thinking"
                    } else {
                        m.playing_label()
                    }));
                } else if phase == BakPhase::Throw {
                    if lang.pressed(ui, "bak-throw") {
                        out.write(BakRequest::Throw);
                    }
                } else if m.legal() == [BakAction::Pass] {
                    ui.label(lang.t("bak-no-die"));
                } else if m.legal() == [BakAction::Rethrow] {
                    ui.label(lang.t("bak-opening-double"));
                } else {
                    move_choices(ui, lang, (m, busy), out);
                }
            }
            _ => {}
        }
        crate::systems::shared::race_hud::notice_line(ui, lang, m.notice.as_ref());
    }

    fn outcome(m: &RaceMatch<Self>, lang: &Lang) -> Option<Outcome> {
        let (w, kind) = m.game().winner()?;
        let how = lang.f("bak-win-kind", &[("kind", win_kind(kind).into())]);
        Some(Outcome::won(
            lang,
            m.side_name(lang, w),
            vec![how],
            m.game().turns(),
        ))
    }
}

/// The dice to play; Undo, Confirm and Hint on a row of their own under them (so they stand still
/// whatever the words below say); what to do, the steps entered so far, and the hint once worked
/// out.
fn move_choices(
    ui: &mut egui::Ui,
    lang: &Lang,
    (m, busy): (&BakMatch, bool),
    out: &mut MessageWriter<BakRequest>,
) {
    match m.game().phase() {
        BakPhase::Move { dice: (a, b) } if a == b => {
            ui.label(lang.f("bak-double", &[("a", a.into())]));
        }
        BakPhase::Move { dice: (a, b) } => {
            ui.label(lang.f("bak-dice", &[("a", a.into()), ("b", b.into())]));
        }
        _ => {}
    }
    let whole = m.play_entered();
    let mut buttons = |ui: &mut egui::Ui| {
        let something = !m.ext.partial.is_empty() || m.ext.selected.is_some();
        let undo = ui.add_enabled(something, egui::Button::new(lang.t("hud-undo")));
        if undo.on_hover_text(lang.t("bak-undo-tip")).clicked() {
            out.write(BakRequest::Undo);
        }
        // In a lesson a whole play is judged at once, and the lesson's panel gives the hint.
        if m.coach.is_none() {
            let confirm = ui.add_enabled(whole, egui::Button::new(lang.t("hud-confirm")));
            if confirm.on_hover_text(lang.t("bak-confirm-tip")).clicked() {
                out.write(BakRequest::Done);
            }
            if lang.pressed(ui, "hud-hint") {
                out.write(BakRequest::Hint);
            }
        }
    };
    // In a strip that wraps, the buttons go in the flow (a row of them in one piece would run past
    // the strip's edge); a phone's strip of lines keeps them side by side.
    let lines = !ui.layout().main_wrap;
    if lines {
        ui.horizontal(buttons);
    } else {
        ui.end_row();
        buttons(ui);
        ui.end_row();
    }
    let steps = |steps: &mut dyn Iterator<Item = Step>| {
        steps
            .map(|s| step_words(lang, s))
            .collect::<Vec<_>>()
            .join(", ")
    };
    let hint = hint_words(lang, (m, busy), &steps);
    // A phone's strip of lines says the hint in place of what to do (the hint is what to do), so
    // the strip keeps its height and the board its size.
    match hint.as_ref().filter(|_| lines) {
        Some(hint) => ui.label(hint),
        None => ui.label(what_to_do(lang, m, whole)),
    };
    // Always a line of its own, so the strip keeps its height as the steps come and the steps
    // never run to the strip's edge after a long instruction.
    if !lines {
        ui.end_row();
    }
    if m.ext.partial.is_empty() {
        ui.weak(lang.t("bak-so-far-none"));
    } else {
        let so_far = steps(&mut m.ext.partial.iter().copied());
        ui.label(lang.f("bak-so-far", &[("steps", so_far.into())]));
    }
    if let Some(hint) = hint.filter(|_| !lines) {
        ui.label(hint);
    }
}

/// What to do now: pick up a pawn, put the one picked up down (named), or Confirm the play entered
/// (`whole`).
pub fn what_to_do(lang: &Lang, m: &BakMatch, whole: bool) -> String {
    match m.ext.selected {
        _ if whole => lang.t("bak-play-entered"),
        Some(point) => lang.f("bak-picked", &[("point", said_point(point).into())]),
        None => lang.t("bak-click-pawn"),
    }
}

/// The hint's words once worked out (or that it is being worked out): what is left of the Expert's
/// play as the steps are entered (its arrows), all of it, or, once the steps entered leave it,
/// what it would rather have played.
fn hint_words(
    lang: &Lang,
    (m, busy): (&BakMatch, bool),
    steps: &dyn Fn(&mut dyn Iterator<Item = Step>) -> String,
) -> Option<String> {
    let Some(h) = m.ext.hint else {
        return busy.then(|| lang.t("bak-hint-thinking"));
    };
    Some(match m.hint_left() {
        Some(left) if left.is_empty() => lang.t("bak-hint-followed"),
        Some(left) if !m.ext.partial.is_empty() => {
            let rest = steps(&mut left.into_iter());
            lang.f("bak-hint-rest", &[("steps", rest.into())])
        }
        Some(_) => lang.f(
            "bak-hint",
            &[("steps", steps(&mut h.steps().iter().copied()).into())],
        ),
        None => lang.f(
            "bak-hint-other",
            &[("steps", steps(&mut h.steps().iter().copied()).into())],
        ),
    })
}
