//! What a player reads and sees highlighted on the Hyena game's screen: the panel (whose turn, the throw,
//! what can be done, why a piece cannot move) and the rings around the pieces that can move.

use super::screen::*;
use crate::rules::hyena::{Hyena, HyenaAction, HyenaPhase, Stage};
use crate::systems::shared::race_screen::RaceScreen;
use crate::systems::shared::seats::PALETTE;
use crate::systems::shared::state::AppState;
use bevy::prelude::*;

/// What needs a window: the panels.
pub(crate) fn ui_plugin(app: &mut App) {
    app.add_systems(
        bevy_egui::EguiPrimaryContextPass,
        hud.run_if(in_state(AppState::Hyena))
            .before(crate::systems::shared::backdrop::PaintBackdrops),
    )
    .add_systems(Update, highlight.run_if(in_state(AppState::Hyena)));
}

/// The throw in hand, in words: "Thrown: 2 flat sides up, a move of 4".
pub(crate) fn thrown_words(flats: u8, m: &HyenaMatch, seat: u8) -> String {
    let hyena = matches!(m.game.stage(seat), Stage::Hyena { .. });
    match flats {
        1 => "Thrown: 1 flat side up, a one".into(),
        0 => format!(
            "Thrown: no flat side up, a move of {}",
            m.game.distance(0, hyena)
        ),
        f => format!(
            "Thrown: {f} flat sides up, a move of {}",
            m.game.distance(f, hyena)
        ),
    }
}

/// For a person to move: a ring around the piece the throw moves (gold) and where each action takes
/// it (green), read by playing the action on a copy of the game.
pub(crate) fn highlight(
    m: Option<Res<HyenaMatch>>,
    layout: Option<Res<crate::systems::shared::spiral_board::SpiralLayout>>,
    mut gizmos: Gizmos,
) {
    let (Some(m), Some(layout)) = (m, layout) else {
        return;
    };
    let Some(seat) = m.game.to_move() else { return };
    if m.computer_to_move() {
        return;
    }
    let centre = m.game.centre();
    let at = |g: &Hyena| match g.stage(seat) {
        Stage::Mother { square, .. } => Some(layout.piece_at(square, seat, false, centre)),
        Stage::Hyena { square, .. } => Some(layout.piece_at(square, seat, true, centre)),
        _ => None,
    };
    let gold = Color::srgb(0.95, 0.75, 0.10);
    let green = Color::srgb(0.15, 0.65, 0.25);
    for &a in m
        .legal
        .iter()
        .filter(|a| matches!(a, HyenaAction::Move | HyenaAction::Pay))
    {
        let mut after = m.game.clone();
        if after.play(a, &mut Vec::new()).is_err() {
            continue;
        }
        if let Some(from) = at(&m.game) {
            gizmos.circle_2d(
                Isometry2d::from_translation(from),
                layout.tile.y * 0.6,
                gold,
            );
            // A piece coming home leaves the path: the arrow points to the tail.
            let to = at(&after).unwrap_or(layout.at[0].0);
            gizmos.circle_2d(
                Isometry2d::from_translation(to),
                layout.tile.y * 0.45,
                green,
            );
            gizmos.arrow_2d(from, to, green.with_alpha(0.6));
        }
    }
}

pub(crate) fn stage_words(m: &HyenaMatch, seat: u8) -> String {
    match m.game.stage(seat) {
        Stage::Waiting => "mother waits for a one".into(),
        Stage::Mother { square, back } if square == m.game.centre() => {
            format!("mother in the centre{}", if back { " (again)" } else { "" })
        }
        Stage::Mother { square, back } => {
            format!(
                "mother on {square}{}",
                if back { ", coming back" } else { "" }
            )
        }
        Stage::Hyena { square: 0, .. } => "hyena at the tail".into(),
        Stage::Hyena { square, .. } if square == m.game.centre() => "hyena in the centre".into(),
        Stage::Hyena { square, back } => {
            format!(
                "hyena on {square}{}",
                if back { ", coming back" } else { "" }
            )
        }
        Stage::Home => "hyena home".into(),
        Stage::Eaten => "mother eaten: out".into(),
    }
}

pub(crate) fn hud(
    mut contexts: bevy_egui::EguiContexts,
    m: Option<Res<HyenaMatch>>,
    mut out: MessageWriter<HyenaRequest>,
    mut next: ResMut<NextState<AppState>>,
    storage: Option<Res<crate::systems::files::saves::Storage>>,
    mut notices: ResMut<crate::systems::files::saves::Notices>,
    mut backdrops: ResMut<crate::systems::shared::backdrop::Backdrops>,
) -> Result {
    use bevy_egui::egui;
    let Some(m) = m else { return Ok(()) };
    let ctx = contexts.ctx_mut()?;
    let frame = backdrops.frame(&ctx.global_style());
    let shown = egui::Window::new("The Hyena game")
        .frame(frame)
        .anchor(egui::Align2::LEFT_TOP, egui::vec2(8.0, 8.0))
        .resizable(false)
        .collapsible(false)
        .show(ctx, |ui| {
            for seat in 0..m.game.players() {
                let [r, g, b] = PALETTE[m.seats[seat as usize].colour % PALETTE.len()].1;
                ui.horizontal(|ui| {
                    let rgb = |c: f32| (c * 255.0) as u8;
                    crate::systems::shared::race_hud::swatch(
                        ui,
                        egui::Color32::from_rgb(rgb(r), rgb(g), rgb(b)),
                        5.0,
                    );
                    ui.label(format!(
                        "{}: {} | ones {} | eaten {}",
                        m.seat_name(seat),
                        stage_words(&m, seat),
                        m.game.ones(seat),
                        m.game.eaten_by(seat)
                    ));
                });
            }
            ui.separator();
            if let Some(seat) = m.game.to_move() {
                ui.strong(format!("{} to play", m.seat_name(seat)));
                // The sticks are told only while they are the seat to move's to play.
                if let Some((_, flats, _)) = m
                    .last
                    .filter(|_| matches!(m.game.phase(), HyenaPhase::Move { .. }))
                {
                    ui.label(thrown_words(flats, &m, seat));
                }
                if m.computer_to_move() {
                    ui.label("The computer is playing...");
                } else if m.game.phase() == HyenaPhase::Throw {
                    if ui.button("Throw the sticks (Space)").clicked() {
                        out.write(HyenaRequest::Throw);
                    }
                } else {
                    for &a in &m.legal {
                        if ui.button(m.describe(a)).clicked() {
                            out.write(if a == HyenaAction::Pass && m.legal.len() > 1 {
                                HyenaRequest::Pass
                            } else {
                                HyenaRequest::Act
                            });
                        }
                    }
                }
            }
            if crate::systems::shared::race_hud::record_buttons(ui, &mut next)
                && let Some(storage) = storage.as_deref()
            {
                crate::systems::files::records::write_record(
                    storage,
                    &mut notices,
                    None,
                    &crate::systems::files::records::RecordedMatch::record_text(&*m),
                );
            }
        });
    backdrops.add(shown);
    crate::systems::shared::race_hud::log_window(ctx, "Hyena log", &m.log, frame, &mut backdrops);
    if let Some(w) = m.game.winner() {
        let mut lines: Vec<String> = m
            .game
            .ranking()
            .into_iter()
            .enumerate()
            .map(|(place, seat)| {
                format!(
                    "{}. {}: {} mothers eaten",
                    place + 1,
                    m.seat_name(seat),
                    m.game.eaten_by(seat)
                )
            })
            .collect();
        lines.push(format!("after {} turns", m.game.turns()));
        crate::systems::shared::race_hud::game_over(
            ctx,
            &format!("{} wins!", m.seat_name(w)),
            &lines,
            &mut next,
        );
    }
    Ok(())
}
