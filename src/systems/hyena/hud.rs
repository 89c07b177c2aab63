//! What a player reads and sees highlighted on the Hyena game's screen: the panel (whose turn, the throw,
//! what can be done, why a piece cannot move) and the rings around the pieces that can move.

use super::screen::*;
use crate::i18n::Localizer;
use crate::rules::hyena::{Hyena, HyenaAction, HyenaPhase, Stage};
use crate::systems::race::panel::{Outcome, RaceHud, TurnPanel};
use crate::systems::race::race_match::RaceMatch;
use crate::systems::shared::lang::Lang;
use crate::systems::shared::placement::{RingMarks, note_rings};
use crate::systems::shared::space_labels::place_to_go;
use bevy::prelude::*;

/// What needs a window: the panels.
pub(crate) fn ui_plugin(app: &mut App) {
    crate::systems::race::panel::ui_plugin::<Hyena, _>(app, highlight);
}

/// The throw in hand, in words: "Thrown: 2 flat sides up, a move of 4."
pub(crate) fn thrown_words(loc: &Localizer, flats: u8, m: &HyenaMatch, seat: u8) -> String {
    let hyena = matches!(m.game().stage(seat), Stage::Hyena { .. });
    if flats == 1 {
        loc.t("hyena-thrown-one")
    } else {
        loc.format(
            "race-thrown-sticks",
            &[
                ("flats", flats.into()),
                ("value", m.game().distance(flats, hyena).into()),
            ],
        )
    }
}

/// For a person to move: a ring around the piece the throw moves (gold) and where each action takes
/// it (green), read by playing the action on a copy of the game.
pub(crate) fn highlight(
    m: Option<Res<HyenaMatch>>,
    layout: Option<Res<crate::systems::shared::spiral_board::SpiralLayout>>,
    mut gizmos: Gizmos,
    mut marks: ResMut<RingMarks>,
) {
    // The hovered square's number keeps clear of every ring drawn.
    let mut drawn = Vec::new();
    if let (Some(m), Some(layout)) = (m, layout)
        && let Some(seat) = m.game().to_move()
        && !m.computer_to_move()
    {
        rings(&m, (&layout, seat), &mut gizmos, &mut drawn);
    }
    note_rings(&mut marks, &drawn);
}

/// Draws the rings of `highlight`, noting each in `drawn`.
fn rings(
    m: &HyenaMatch,
    (layout, seat): (&crate::systems::shared::spiral_board::SpiralLayout, u8),
    gizmos: &mut Gizmos,
    drawn: &mut Vec<(Vec2, f32)>,
) {
    let centre = m.game().centre();
    let at = |g: &Hyena| match g.stage(seat) {
        Stage::Mother { square, .. } => Some(layout.piece_at(square, seat, false, centre)),
        Stage::Hyena { square, .. } => Some(layout.piece_at(square, seat, true, centre)),
        _ => None,
    };
    let gold = Color::srgb(0.95, 0.75, 0.10);
    let green = Color::srgb(0.15, 0.65, 0.25);
    let (ring, target) = (layout.tile.y * 0.6, layout.tile.y * 0.45);
    for &a in m
        .legal()
        .iter()
        .filter(|a| matches!(a, HyenaAction::Move | HyenaAction::Pay))
    {
        let mut after = m.game().clone();
        if after.play(a, &mut Vec::new()).is_err() {
            continue;
        }
        if let Some(from) = at(m.game()) {
            gizmos.circle_2d(Isometry2d::from_translation(from), ring, gold);
            // A piece coming home leaves the path: the arrow points to the tail.
            let to = at(&after).unwrap_or(layout.at[0].0);
            place_to_go(gizmos, to, target, green);
            gizmos.arrow_2d(from, to, green.with_alpha(0.6));
            drawn.extend([(from, ring), (to, target)]);
        }
    }
}

pub(crate) fn stage_words(loc: &Localizer, m: &HyenaMatch, seat: u8) -> String {
    let centre = m.game().centre();
    let (id, square, back) = match m.game().stage(seat) {
        Stage::Waiting => ("hyena-stage-waiting", 0, false),
        Stage::Mother { square, back } if square == centre => {
            ("hyena-stage-mother-centre", 0, back)
        }
        Stage::Mother { square, back } => ("hyena-stage-mother", square, back),
        Stage::Hyena { square: 0, .. } => ("hyena-stage-hyena-tail", 0, false),
        Stage::Hyena { square, .. } if square == centre => ("hyena-stage-hyena-centre", 0, false),
        Stage::Hyena { square, back } => ("hyena-stage-hyena", square, back),
        Stage::Home => ("hyena-stage-home", 0, false),
        Stage::Eaten => ("hyena-stage-eaten", 0, false),
    };
    loc.format(
        id,
        &[
            ("square", square.into()),
            ("back", if back { "yes" } else { "no" }.into()),
        ],
    )
}

/// Why spending saved ones is offered this throw, what it costs and how many the seat to move has.
pub fn pay_words(loc: &Localizer, m: &HyenaMatch) -> Option<String> {
    let (cost, leaving) = m.pay_cost()?;
    let seat = m.game().to_move()?;
    let counts = [("cost", cost.into()), ("have", m.game().ones(seat).into())];
    Some(loc.format(
        if leaving {
            "hyena-pay-leave"
        } else {
            "hyena-pay-land"
        },
        &counts,
    ))
}

impl RaceHud for Hyena {
    const SEATS_LEGEND: Option<&'static str> = Some("hyena-ones-legend");

    fn seat_words(lang: &Lang, m: &HyenaMatch, seat: u8) -> String {
        lang.f(
            "hyena-seat",
            &[
                ("name", m.seat_name(seat).into()),
                ("stage", stage_words(lang, m, seat).into()),
                ("ones", m.game().ones(seat).into()),
                ("eaten", m.game().eaten_by(seat).into()),
            ],
        )
    }

    fn turn_panel(panel: TurnPanel<'_, '_, Self>) {
        let TurnPanel {
            ui, lang, m, out, ..
        } = panel;
        if let Some(seat) = m.game().to_move() {
            ui.strong(lang.f("race-to-play", &[("name", m.seat_name(seat).into())]));
            // The sticks are told only while they are the seat to move's to play.
            if let Some(flats) = m
                .play
                .last
                .as_ref()
                .map(|t| t.value)
                .filter(|_| matches!(m.game().phase(), HyenaPhase::Move { .. }))
            {
                ui.label(thrown_words(lang, flats, m, seat));
            }
            if m.computer_to_move() {
                ui.label(lang.t(m.playing_label()));
            } else if m.game().phase() == HyenaPhase::Throw {
                if lang.pressed_tip(ui, "hud-throw", "race-throw-tip") {
                    out.write(HyenaRequest::Throw);
                }
            } else {
                // A throw that leaves one thing to do has it done after a moment: said, so the
                // move is not taken for the computer's; a throw that moves nothing says why.
                if m.legal() == [HyenaAction::Pass] {
                    let mut why = vec![("name", m.seat_name(seat).into())];
                    why.extend(why_passed(m.game(), seat));
                    ui.label(lang.f("hyena-log-passed", &why));
                    ui.label(lang.t("hyena-passes-soon"));
                } else if m.legal().len() == 1 {
                    ui.label(lang.t("hyena-only-move"));
                }
                // What the saved ones buy, said before the choice to spend them.
                if let Some(words) = pay_words(lang, m) {
                    ui.label(words);
                }
                for &a in m.legal() {
                    if ui
                        .button(m.describe(lang, a))
                        .on_hover_text(lang.t("race-action-tip"))
                        .clicked()
                    {
                        out.write(if a == HyenaAction::Pass && m.legal().len() > 1 {
                            HyenaRequest::Pass
                        } else {
                            HyenaRequest::Act
                        });
                    }
                }
            }
        }
        crate::systems::shared::race_hud::notice_line(ui, lang, m.notice.as_ref());
    }

    fn outcome(m: &RaceMatch<Self>, lang: &Lang) -> Option<Outcome> {
        let w = m.game().winner()?;
        let places = m
            .game()
            .ranking()
            .into_iter()
            .enumerate()
            .map(|(place, seat)| {
                lang.f(
                    "hyena-ranking",
                    &[
                        ("place", (place + 1).into()),
                        ("name", m.seat_name(seat).into()),
                        ("count", m.game().eaten_by(seat).into()),
                    ],
                )
            })
            .collect();
        Some(Outcome::won(lang, m.seat_name(w), places, m.game().turns()))
    }
}
