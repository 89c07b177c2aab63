//! What a player reads and sees highlighted on Senet's screen: the panel (whose turn, the throw,
//! what can be done, why a piece cannot move) and the rings around the pieces that can move.

use super::screen::*;
use crate::rules::senet::{OFF, SQUARES, Senet, SenetAction, SenetPhase, Side};
use crate::systems::race::panel::{Outcome, RaceHud, TurnPanel};
use crate::systems::race::race_match::RaceMatch;
use crate::systems::shared::lang::Lang;
use crate::systems::shared::placement::{RingMarks, note_rings};
use crate::systems::shared::senet_grid::SenetGrid;
use crate::systems::shared::senet_grid::square_across;
use crate::systems::shared::space_labels::place_to_go;
use bevy::prelude::*;

/// What needs a window: the house glyphs, the highlights and the Senet panels.
pub(crate) fn ui_plugin(app: &mut App) {
    crate::systems::race::panel::ui_plugin::<Senet, _>(app, highlight);
}

/// Rings around the pawns that can move (gold) and where each goes (green; beyond 30 for bearing
/// off), for a person to move.
pub(crate) fn highlight(
    (m, grid): (Option<Res<SenetMatch>>, Option<Res<SenetGrid>>),
    mut gizmos: Gizmos,
    mut marks: ResMut<RingMarks>,
) {
    // The hovered square's number keeps clear of every ring drawn.
    let mut drawn = Vec::new();
    if let (Some(m), Some(grid)) = (m, grid)
        && !m.computer_to_move()
    {
        rings(&m, *grid, &mut gizmos, &mut drawn);
    }
    note_rings(&mut marks, &drawn);
}

/// Draws the rings of `highlight`, noting each in `drawn`.
fn rings(m: &SenetMatch, grid: SenetGrid, gizmos: &mut Gizmos, drawn: &mut Vec<(Vec2, f32)>) {
    let gold = Color::srgb(0.95, 0.75, 0.10);
    let green = Color::srgb(0.15, 0.65, 0.25);
    let at = |s: u8| {
        if s >= OFF {
            grid.place(square_across(SQUARES) + Vec2::new(SQUARE, 0.0))
        } else {
            grid.at(s)
        }
    };
    for a in m.legal() {
        let (SenetAction::Forward(from) | SenetAction::Back(from)) = *a else {
            continue;
        };
        gizmos.rect_2d(
            Isometry2d::from_translation(at(from)),
            Vec2::splat(SQUARE * 0.9),
            gold,
        );
        drawn.push((at(from), SQUARE * 0.45));
        if let Some(Ok(to)) = m.game().move_from(from) {
            place_to_go(gizmos, at(to), SQUARE * 0.3, green);
            drawn.push((at(to), SQUARE * 0.3));
            gizmos.arrow_2d(at(from), at(to), green.with_alpha(0.6));
        }
    }
}

impl RaceHud for Senet {
    fn seat_words(lang: &Lang, m: &SenetMatch, seat: u8) -> String {
        let side = if seat == 0 { Side::White } else { Side::Black };
        let frozen = if m.game().is_frozen(side) {
            "yes"
        } else {
            "no"
        };
        lang.f(
            "senet-score",
            &[
                ("name", m.side_name(lang, side).into()),
                ("count", m.game().borne_off(side).into()),
                ("frozen", frozen.into()),
            ],
        )
    }

    /// The sides are named, not coloured by their seats.
    fn seat_swatch(_: &SenetMatch, _: u8) -> Option<bevy_egui::egui::Color32> {
        None
    }

    fn turn_panel(panel: TurnPanel<'_, '_, Self>) {
        let TurnPanel {
            ui, lang, m, out, ..
        } = panel;
        let Some(side) = m.game().to_move() else {
            return;
        };
        ui.strong(lang.f("race-to-play", &[("name", m.side_name(lang, side).into())]));
        // The sticks are told only while their number is the side to move's to play.
        if let Some(flats) = m
            .play
            .last
            .as_ref()
            .map(|t| t.value)
            .filter(|_| matches!(m.game().phase(), SenetPhase::Move { .. }))
        {
            let v = crate::rules::Throw::new(flats).map_or(0, crate::rules::senet::value_of);
            ui.label(lang.f(
                "race-thrown-sticks",
                &[("flats", flats.into()), ("value", v.into())],
            ));
        }
        if m.computer_to_move() {
            ui.label(lang.t(m.playing_label()));
            return;
        }
        match m.game().phase() {
            SenetPhase::Throw { offered } => throw_choices(ui, lang, m, offered, out),
            SenetPhase::Move { value } => move_choices(ui, lang, m, value, out),
            SenetPhase::Over { .. } => {}
        }
    }

    fn outcome(m: &RaceMatch<Self>, lang: &Lang) -> Option<Outcome> {
        let w = m.game().winner()?;
        Some(Outcome::won(
            lang,
            m.side_name(lang, w),
            vec![],
            m.game().turns(),
        ))
    }
}

/// Before a throw: throw, or take the resurrection or the number offered when the rules allow.
fn throw_choices(
    ui: &mut bevy_egui::egui::Ui,
    lang: &Lang,
    m: &SenetMatch,
    offered: Option<u8>,
    out: &mut MessageWriter<SenetRequest>,
) {
    if lang.pressed_tip(ui, "hud-throw", "race-throw-tip") {
        out.write(SenetRequest::Throw);
    }
    if m.legal().contains(&SenetAction::Rebirth) && lang.pressed(ui, "senet-rebirth") {
        out.write(SenetRequest::Rebirth);
    }
    if let Some(v) = offered
        && m.legal().contains(&SenetAction::TakeOffered)
        && ui
            .button(lang.f("senet-take-offered", &[("value", v.into())]))
            .on_hover_text(lang.t("senet-take-offered-tip"))
            .clicked()
    {
        out.write(SenetRequest::TakeOffered);
    }
}

/// After a throw: what to click, why a move was refused, and the triple move's buttons.
fn move_choices(
    ui: &mut bevy_egui::egui::Ui,
    lang: &Lang,
    m: &SenetMatch,
    value: u8,
    out: &mut MessageWriter<SenetRequest>,
) {
    let value = [("value", value.into())];
    if m.legal() == [SenetAction::Pass] {
        ui.label(lang.f("senet-no-move", &value));
    } else if m.legal().iter().any(|a| matches!(a, SenetAction::Back(_))) {
        ui.label(lang.f("senet-must-go-back", &value));
    } else {
        ui.label(lang.f("senet-click-pawn", &value));
    }
    crate::systems::shared::race_hud::notice_line(ui, lang, m.notice.as_ref());
    for &a in m.legal() {
        if let SenetAction::Triple { to18, to19 } = a
            && ui
                .button(lang.f(
                    "senet-triple",
                    &[("to18", to18.into()), ("to19", to19.into())],
                ))
                .on_hover_text(lang.t("senet-triple-tip"))
                .clicked()
        {
            out.write(SenetRequest::Triple(to18, to19));
        }
    }
}
