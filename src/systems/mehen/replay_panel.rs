//! The replay viewer's controls: the panel (step, jump, play on, review) and its keys.

use crate::systems::mehen::replay::{Replay, ReplayStep};
use crate::systems::mehen::review_view::GameReview;
use crate::systems::shared::lang::Lang;
use crate::systems::shared::state::AppState;
use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};

pub(crate) fn plugin(app: &mut App) {
    app.add_systems(
        EguiPrimaryContextPass,
        replay_panel.run_if(in_state(AppState::Mehen)),
    )
    .add_systems(Update, replay_keys.run_if(in_state(AppState::Mehen)));
}

fn replay_keys(
    keys: Option<Res<ButtonInput<KeyCode>>>,
    replay: Option<Res<Replay>>,
    mut steps: MessageWriter<ReplayStep>,
) {
    let (Some(keys), Some(replay)) = (keys, replay) else {
        return;
    };
    for (key, step) in [
        (KeyCode::ArrowRight, ReplayStep::Forward),
        (KeyCode::ArrowLeft, ReplayStep::Back),
        (KeyCode::Home, ReplayStep::To(0)),
        (KeyCode::End, ReplayStep::To(replay.record.turns.len())),
        (KeyCode::Space, ReplayStep::TogglePlay),
    ] {
        if keys.just_pressed(key) {
            steps.write(step);
        }
    }
}

fn replay_panel(
    mut contexts: EguiContexts,
    replay: Option<Res<Replay>>,
    review: Option<Res<GameReview>>,
    mut steps: MessageWriter<ReplayStep>,
    mut next: ResMut<NextState<AppState>>,
    lang: Res<Lang>,
    mut backdrops: ResMut<crate::systems::shared::backdrop::Backdrops>,
) -> Result {
    let Some(replay) = replay else { return Ok(()) };
    let ctx = contexts.ctx_mut()?;
    let len = replay.record.turns.len();
    // Bottom right, clear of the sticks thrown below the board.
    // A replay of the game just played has no file name.
    let title = if replay.title.is_empty() {
        lang.t("replay-this-game")
    } else {
        replay.title.clone()
    };
    // As wide as the sidebar above it, so the board keeps the room it has in play; on a phone's
    // narrow screen across the width, above the folded panels' title bars.
    let (width, lift) = crate::systems::shared::race_hud::across_above_folded(ctx)
        .unwrap_or((crate::systems::mehen::hud::SIDEBAR, 0.0));
    // Drawn as the other panels are, and kept clear of by the board.
    let frame = backdrops.frame(&ctx.global_style());
    let shown = egui::Window::new(lang.f("replay-title", &[("title", title.into())]))
        .frame(frame)
        .anchor(egui::Align2::RIGHT_BOTTOM, egui::vec2(-8.0, -8.0 - lift))
        .resizable(false)
        .collapsible(false)
        .min_width(width)
        .max_width(width)
        .show(ctx, |ui| {
            ui.horizontal(|ui| {
                let play = if replay.playing {
                    "replay-pause"
                } else {
                    "replay-play"
                };
                let buttons = [
                    ("|<".to_string(), "replay-first", ReplayStep::To(0)),
                    ("<".to_string(), "replay-back", ReplayStep::Back),
                    (lang.t(play), "replay-space", ReplayStep::TogglePlay),
                    (">".to_string(), "replay-forward", ReplayStep::Forward),
                    (">|".to_string(), "replay-last", ReplayStep::To(len)),
                ];
                for (label, tip, step) in buttons {
                    if ui.button(label).on_hover_text(lang.t(tip)).clicked() {
                        steps.write(step);
                    }
                }
            });
            ui.horizontal(|ui| {
                let mut at = replay.at;
                if ui
                    .add(
                        egui::Slider::new(&mut at, 0..=len)
                            .text(lang.f("replay-of-turns", &[("count", len.into())])),
                    )
                    .on_hover_text(lang.t("replay-slider-tip"))
                    .changed()
                {
                    steps.write(ReplayStep::To(at));
                }
            });
            ui.horizontal(|ui| {
                if lang.pressed(ui, "replay-play-on") {
                    steps.write(ReplayStep::PlayOn);
                }
                if review.is_none() && lang.pressed(ui, "over-review") {
                    steps.write(ReplayStep::Review);
                }
                if lang.pressed(ui, "replay-close") {
                    next.set(AppState::Menu);
                }
            });
        });
    // The Log stands above it, by its height (taller with a finger's buttons).
    if let Some(shown) = &shown {
        let height = shown.response.rect.height();
        let key = egui::Id::new(crate::systems::mehen::hud::REPLAY_HEIGHT);
        ctx.data_mut(|d| d.insert_temp(key, height));
    }
    backdrops.add(shown);
    Ok(())
}
