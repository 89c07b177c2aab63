//! What a player reads and sees highlighted on Family Mehen's screen: the panel (whose turn, the
//! roll, each move as a button whose piece and place to go are ringed while the pointer is on it)
//! and the rings around the pieces that can move and where they go.

use super::screen::{FamilyMatch, FamilyRequest, reserve_spot, tail_spot};
use crate::rules::family::{Family, FamilyAction, FamilyPhase};
use crate::systems::race::panel::{Outcome, RaceHud, TurnPanel};
use crate::systems::race::race_match::RaceMatch;
use crate::systems::race::skeleton::ThrowFaces;
use crate::systems::shared::lang::Lang;
use crate::systems::shared::placement::{RingMarks, note_rings};
use crate::systems::shared::space_labels::place_to_go_over;
use crate::systems::shared::spiral_board::{SpiralLayout, numbered};
use bevy::prelude::*;

/// What needs a window: the panels.
pub(crate) fn ui_plugin(app: &mut App) {
    crate::systems::race::panel::ui_plugin::<Family, _>(app, highlight);
}

/// For a person to move: a gold ring around each piece that can move (an Egyptian, the serpent, the
/// first Egyptian waiting to enter), a ring with a dot where it goes, and an arrow between.
fn highlight(
    (m, layout): (Option<Res<FamilyMatch>>, Option<Res<SpiralLayout>>),
    mut gizmos: Gizmos,
    mut marks: ResMut<RingMarks>,
) {
    // The hovered square's number keeps clear of every ring drawn.
    let mut drawn = Vec::new();
    if let (Some(m), Some(layout)) = (m, layout)
        && !m.computer_to_move()
        && let Some(seat) = m.game().to_move()
    {
        let gold = Color::srgb(0.95, 0.75, 0.10);
        let green = Color::srgb(0.15, 0.65, 0.25);
        let tile = layout.tile.y;
        for &a in m.legal() {
            let Some((from, to)) = m.game().path_of(a) else {
                continue;
            };
            let (p, radius) = match from {
                // Round the piece alone, clear of its caption above.
                None => (reserve_spot(&layout, m.game(), seat), 22.0),
                // The serpent is the larger piece.
                Some(f) if a != FamilyAction::Egyptian(f) => (layout.at[f as usize].0, tile * 0.8),
                // On the tail, round the seat's own Egyptian among the others there.
                Some(0) => (tail_spot(&layout, m.game(), seat), tile * 0.5),
                // Within the band, clear of the next coil's number plates.
                Some(f) => (layout.at[f as usize].0, tile * 0.5),
            };
            let q = layout.at[to as usize].0;
            gizmos.circle_2d(Isometry2d::from_translation(p), radius, gold);
            // Over a piece already there (on the tail, or one to be sent back), a small dot.
            let taken = to == 0 || m.game().occupant(to).is_some();
            // An empty numbered square's ring stays inside its number's plate.
            let target = if numbered(to) && !taken { 0.3 } else { 0.45 } * tile;
            place_to_go_over(&mut gizmos, q, target, green, taken);
            gizmos.arrow_2d(p, q, green.with_alpha(0.6));
            drawn.extend([(p, radius), (q, target)]);
        }
    }
    note_rings(&mut marks, &drawn);
}

impl RaceHud for Family {
    fn seat_words(lang: &Lang, m: &FamilyMatch, seat: u8) -> String {
        lang.f(
            "family-seat",
            &[
                ("name", m.seat_name(seat).into()),
                ("count", m.game().in_afterlife(seat).into()),
                ("serpent", m.game().serpent(seat).unwrap_or(0).into()),
            ],
        )
    }

    fn turn_panel(panel: TurnPanel<'_, '_, Self>) {
        let TurnPanel {
            ui,
            lang,
            m,
            out,
            pointed,
            ..
        } = panel;
        let Some(seat) = m.game().to_move() else {
            return;
        };
        ui.strong(lang.f("race-to-play", &[("name", m.seat_name(seat).into())]));
        if m.computer_to_move() {
            ui.label(lang.t(m.playing_label()));
        } else if m.game().phase() == FamilyPhase::Roll {
            // A 6 keeps the turn: the last roll was this seat's.
            if let Some((ThrowFaces::Dice(faces), _)) = m.shown_throw()
                && faces == [6]
            {
                ui.label(lang.t("family-six-again"));
            }
            if lang.pressed(ui, "family-roll") {
                out.write(FamilyRequest::Roll);
            }
        } else {
            ui.label(lang.t("family-click-or-choose"));
            for (i, &a) in m.legal().iter().enumerate() {
                let number = [("number", (i + 1).into())];
                let path = m.game().path_of(a);
                let tip = if path.is_some() {
                    "family-action-tip"
                } else {
                    "family-action-key-tip"
                };
                let button = ui
                    .button(lang.f(
                        "family-action-key",
                        &[number[0].clone(), ("action", m.describe(lang, a).into())],
                    ))
                    .on_hover_text(lang.f(tip, &number));
                // The move's squares ringed on the board while the pointer is on its button.
                if button.hovered()
                    && let Some((from, to)) = path
                {
                    *pointed = from.into_iter().chain([to]).collect();
                }
                if button.clicked() {
                    out.write(FamilyRequest::Act(a));
                }
            }
            crate::systems::shared::race_hud::notice_line(ui, lang, m.notice.as_ref());
        }
    }

    fn outcome(m: &RaceMatch<Self>, lang: &Lang) -> Option<Outcome> {
        let w = m.game().winner()?;
        Some(Outcome::won(lang, m.seat_name(w), vec![], m.game().turns()))
    }
}
