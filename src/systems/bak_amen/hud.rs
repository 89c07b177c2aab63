//! What a player reads and sees highlighted on Bak-Amen's screen: the panel (whose turn, the throw,
//! what can be done, why a piece cannot move) and the rings around the pieces that can move.

use super::screen::*;
use crate::rules::bak_amen::{BakAction, BakPhase, NILE, OFF, square_of};
use crate::systems::shared::busy::ActsByItself;
use crate::systems::shared::race_screen::RaceScreen;
use crate::systems::shared::senet_grid::{SQUARE, square_at};
use crate::systems::shared::state::AppState;
use bevy::prelude::*;

/// What needs a window: the glyphs, the highlights and the panels.
pub(crate) fn ui_plugin(app: &mut App) {
    app.add_systems(Update, highlight.run_if(in_state(AppState::BakAmen)))
        .add_systems(
            bevy_egui::EguiPrimaryContextPass,
            hud.run_if(in_state(AppState::BakAmen))
                .before(crate::systems::shared::backdrop::PaintBackdrops),
        );
}

/// Rings where a pawn can be picked up, around the picked-up pawn, and where it can go.
pub(crate) fn highlight(m: Option<Res<BakMatch>>, mut gizmos: Gizmos) {
    let Some(m) = m else { return };
    let Some(seat) = m.game.to_move() else { return };
    if m.computer_to_move() || !matches!(m.game.phase(), BakPhase::Move { .. }) {
        return;
    }
    let centre = |p: u8| match p {
        OFF => tray(seat),
        NILE => square_at(if seat == 0 { 13 } else { 18 }),
        p => square_at(square_of(seat, p)),
    };
    let gold = Color::srgb(0.95, 0.75, 0.10);
    let green = Color::srgb(0.15, 0.65, 0.25);
    let next = m.next_steps();
    match m.selected {
        Some(from) => {
            gizmos.rect_2d(
                Isometry2d::from_translation(centre(from)),
                Vec2::splat(SQUARE * 0.9),
                gold,
            );
            for s in next.iter().filter(|s| s.from == from) {
                gizmos.circle_2d(
                    Isometry2d::from_translation(centre(s.to)),
                    SQUARE * 0.42,
                    green,
                );
            }
        }
        None => {
            for s in &next {
                gizmos.rect_2d(
                    Isometry2d::from_translation(centre(s.from)),
                    Vec2::splat(SQUARE * 0.9),
                    gold,
                );
            }
        }
    }
    if let Some(hint) = m.hint {
        for s in hint.steps() {
            gizmos.arrow_2d(centre(s.from), centre(s.to), Color::srgb(0.2, 0.3, 0.9));
        }
    }
}

#[allow(clippy::too_many_arguments)]
pub(crate) fn hud(
    mut contexts: bevy_egui::EguiContexts,
    m: Option<Res<BakMatch>>,
    thinking: Res<crate::systems::shared::race_screen::Thinking<BakMatch>>,
    mut out: MessageWriter<BakRequest>,
    mut next: ResMut<NextState<AppState>>,
    storage: Option<Res<crate::systems::files::saves::Storage>>,
    mut notices: ResMut<crate::systems::files::saves::Notices>,
    mut backdrops: ResMut<crate::systems::shared::backdrop::Backdrops>,
) -> Result {
    use bevy_egui::egui;
    let Some(m) = m else { return Ok(()) };
    let ctx = contexts.ctx_mut()?;
    let frame = backdrops.frame(&ctx.global_style());
    let shown = egui::Window::new("Bak-Amen")
        .frame(frame)
        .anchor(egui::Align2::LEFT_TOP, egui::vec2(8.0, 8.0))
        .resizable(false)
        .collapsible(false)
        .show(ctx, |ui| {
            let view = m.shown();
            for seat in 0..2u8 {
                // The swatch is the pawns' own colour: the sides are White and Red, whatever the seats.
                let [r, g, b, _] = pawn_colour(seat).to_srgba().to_u8_array();
                ui.horizontal(|ui| {
                    crate::systems::shared::race_hud::swatch(
                        ui,
                        egui::Color32::from_rgb(r, g, b),
                        5.0,
                    );
                    ui.label(format!(
                        "{}: {} pips | off {} | on the Nile {}",
                        m.seat_name(seat),
                        view.pips(seat),
                        view.borne_off(seat),
                        view.on_nile(seat)
                    ));
                });
            }
            ui.separator();
            match (m.game.to_move(), m.game.phase()) {
                (_, BakPhase::Over) => {}
                (_, BakPhase::Opening) => {
                    ui.strong("Opening throw: one die each, the higher starts");
                    if !m.acts_by_itself() && ui.button("Throw the dice (Space)").clicked() {
                        out.write(BakRequest::Throw);
                    }
                }
                (Some(seat), phase) => {
                    ui.strong(format!("{} to play", m.seat_name(seat)));
                    if m.computer_to_move() {
                        ui.label(if thinking.busy() {
                            "The computer is thinking..."
                        } else {
                            "The computer is playing..."
                        });
                    } else if phase == BakPhase::Throw {
                        if ui.button("Throw the dice (Space)").clicked() {
                            out.write(BakRequest::Throw);
                        }
                    } else if m.legal == [BakAction::Pass] {
                        ui.label("No die can be used: the turn passes.");
                    } else if m.legal == [BakAction::Rethrow] {
                        ui.label("A double: the opening throw is made again.");
                    } else {
                        if let BakPhase::Move { dice: (a, b) } = phase {
                            ui.label(format!("Dice {a} and {b}."));
                        }
                        ui.label("Click a pawn, then where it goes (gold: pawns that can move).");
                        if !m.partial.is_empty() {
                            let steps: Vec<String> =
                                m.partial.iter().map(|s| s.to_string()).collect();
                            ui.label(format!("So far: {}", steps.join(" ")));
                        }
                        ui.horizontal(|ui| {
                            if ui.button("Undo (Backspace)").clicked() {
                                out.write(BakRequest::Undo);
                            }
                            if ui.button("Hint (H)").clicked() {
                                out.write(BakRequest::Hint);
                            }
                        });
                        if let Some(h) = m.hint {
                            ui.label(format!("Expert would play {h} (blue arrows)"));
                        } else if thinking.busy() {
                            ui.label("Expert is thinking...");
                        }
                    }
                }
                _ => {}
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
    crate::systems::shared::race_hud::log_window(
        ctx,
        "Bak-Amen log",
        &m.log,
        frame,
        &mut backdrops,
    );
    if let Some((w, kind)) = m.game.winner() {
        let what = kind.describe().to_string();
        crate::systems::shared::race_hud::game_over(
            ctx,
            &format!("{} wins!", m.seat_name(w)),
            &[what, format!("after {} turns", m.game.turns())],
            &mut next,
        );
    }
    Ok(())
}
