//! The egui screens of the menus: the main menu, settings, the look every screen shares, and the keys
//! and settings every screen shares (Esc, the window size). The New game screen and the rules pages
//! have their own files and plugins; each game's HUD is in its own room.

use crate::persist::settings::Settings;
use crate::systems::files::saves::{FileRequest, Storage};
use crate::systems::mehen::table::Table;
use crate::systems::shared::motion::AnimQueue;
use crate::systems::shared::race_hud::{ERROR_RED, Styled, centred};
use crate::systems::shared::state::{AppState, Paused};
use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};

pub(crate) fn plugin(app: &mut App) {
    app.init_resource::<Settings>()
        .add_systems(
            EguiPrimaryContextPass,
            (
                menu.run_if(in_state(AppState::Menu)),
                settings_screen.run_if(in_state(AppState::Settings)),
            )
                .after(Styled),
        )
        .add_systems(
            Update,
            (
                // Before the engine: Esc that drops a question about forfeiting must not pause.
                pause_key.before(crate::systems::shared::state::GameSet::Engine),
                apply_settings,
                remember_window_size,
            ),
        )
        .add_systems(EguiPrimaryContextPass, flat_style.in_set(Styled));
}

/// Windows without drop shadows: large blurred meshes cost frame time with software rendering.
fn flat_style(mut contexts: EguiContexts, mut done: Local<bool>) -> Result {
    if !*done {
        contexts.ctx_mut()?.all_styles_mut(|s| {
            s.visuals.window_shadow = egui::Shadow::NONE;
            s.visuals.popup_shadow = egui::Shadow::NONE;
        });
        *done = true;
    }
    Ok(())
}

/// The credits as the game shows them (the same file the repository keeps).
const CREDITS: &str = include_str!("../../../CREDITS.md");

/// The credits, with the version: headings larger, list items with bullets.
fn credits_window(ctx: &egui::Context, open: &mut bool) {
    centred("Credits").show(ctx, |ui| {
        ui.label(format!("Mehen, version {}", env!("CARGO_PKG_VERSION")));
        egui::ScrollArea::vertical()
            .max_height(ctx.content_rect().height() * 0.7)
            .show(ui, |ui| {
                for line in CREDITS.lines().skip_while(|l| l.starts_with("# ")) {
                    let text = line.trim();
                    if let Some(heading) = text.strip_prefix("## ") {
                        ui.add_space(6.0);
                        ui.heading(heading);
                    } else if let Some(item) = text.strip_prefix("- ") {
                        let indent = line.len() - line.trim_start().len();
                        ui.horizontal_wrapped(|ui| {
                            ui.add_space(8.0 + indent as f32 * 6.0);
                            ui.label(format!("\u{2022} {item}"));
                        });
                    } else if !text.is_empty() {
                        ui.label(text);
                    }
                }
            });
        if ui.button("Back").clicked() {
            *open = false;
        }
    });
}

fn menu(
    mut contexts: EguiContexts,
    mut next: ResMut<NextState<AppState>>,
    mut exit: MessageWriter<AppExit>,
    storage: Option<Res<Storage>>,
    mut files: MessageWriter<FileRequest>,
    mut show_credits: Local<bool>,
) -> Result {
    let ctx = contexts.ctx_mut()?;
    if *show_credits {
        credits_window(ctx, &mut show_credits);
        return Ok(());
    }
    centred("Mehen").show(ctx, |ui| {
        ui.vertical_centered(|ui| {
            ui.label("The ancient Egyptian snake game, by Zach Horton's rules.");
            ui.add_space(8.0);
            let wide = egui::vec2(220.0, 30.0);
            if ui.add_sized(wide, egui::Button::new("New game")).clicked() {
                next.set(AppState::Setup);
            }
            let autosave = storage.as_ref().and_then(|s| s.continue_from.clone());
            let button = ui
                .add_enabled_ui(matches!(autosave, Some(Ok(_))), |ui| {
                    ui.add_sized(wide, egui::Button::new("Continue"))
                })
                .inner;
            match &autosave {
                Some(Ok(about)) => {
                    if button.on_hover_text(about).clicked() {
                        files.write(FileRequest::Continue);
                    }
                }
                Some(Err(e)) => {
                    button.on_disabled_hover_text(format!("The autosave cannot be read: {e}"));
                    ui.colored_label(ERROR_RED, "The autosave cannot be read (hover Continue).");
                }
                None => {
                    button.on_disabled_hover_text("No game to continue yet");
                }
            }
            if ui
                .add_sized(wide, egui::Button::new("Load (Ctrl+O)"))
                .clicked()
            {
                next.set(AppState::Load);
            }
            if ui.add_sized(wide, egui::Button::new("Rules")).clicked() {
                next.set(AppState::Rules);
            }
            if ui.add_sized(wide, egui::Button::new("Settings")).clicked() {
                next.set(AppState::Settings);
            }
            if ui
                .add_sized(wide, egui::Button::new("Credits"))
                .on_hover_text("Who made the game, its pictures and its lettering")
                .clicked()
            {
                *show_credits = true;
            }
            if ui.add_sized(wide, egui::Button::new("Quit")).clicked() {
                exit.write(AppExit::Success);
            }
        });
    });
    Ok(())
}

fn settings_screen(
    mut contexts: EguiContexts,
    mut settings: ResMut<Settings>,
    storage: Option<Res<Storage>>,
    mut next: ResMut<NextState<AppState>>,
) -> Result {
    let ctx = contexts.ctx_mut()?;
    centred("Settings").show(ctx, |ui| {
        ui.add(egui::Slider::new(&mut settings.master_volume, 0.0..=1.0).text("Master volume"));
        ui.add(egui::Slider::new(&mut settings.effects_volume, 0.0..=1.0).text("Effects volume"));
        ui.checkbox(&mut settings.muted, "Mute");
        ui.add(
            egui::Slider::new(&mut settings.animation_speed, 0.25..=4.0).text("Animation speed"),
        );
        ui.checkbox(
            &mut settings.hints,
            "Show hints (highlight where the chosen piece may go)",
        );
        ui.checkbox(
            &mut settings.space_numbers,
            "Numbers on the board's spaces (a space's number always shows under the pointer)",
        );
        if let Some(storage) = &storage {
            ui.separator();
            ui.label(format!(
                "Your boards: {} (every *.board.ron there is offered on the New game screen)",
                storage.paths.boards().display()
            ));
            ui.label(format!("Saves: {}", storage.paths.saves().display()));
            ui.label(format!("Settings: {}", storage.paths.settings().display()));
        }
        if ui.button("Back").clicked() {
            next.set(AppState::Menu);
        }
    });
    Ok(())
}

/// Esc pauses a game, and leaves the other screens for the main menu.
fn pause_key(
    keys: Option<Res<ButtonInput<KeyCode>>>,
    state: Res<State<AppState>>,
    table: Option<Res<Table>>,
    mut paused: ResMut<Paused>,
    mut next: ResMut<NextState<AppState>>,
) {
    if let Some(keys) = keys
        && keys.just_pressed(KeyCode::Escape)
    {
        match state.get() {
            AppState::Game if table.is_some_and(|t| t.draft.forfeit_asked) => {}
            AppState::Game => paused.0 = !paused.0,
            // Senet and Hyena games are not saved yet: leaving it takes its own button, not a stray key.
            AppState::Menu
            | AppState::Senet
            | AppState::Hyena
            | AppState::Family
            | AppState::BakAmen => {}
            _ => next.set(AppState::Menu),
        }
    }
}

/// The window's size is remembered for the next start.
fn remember_window_size(
    mut resized: MessageReader<bevy::window::WindowResized>,
    mut settings: ResMut<Settings>,
) {
    if let Some(r) = resized.read().last() {
        let (w, h) = (r.width.round() as u32, r.height.round() as u32);
        if (200..=16384).contains(&w)
            && (200..=16384).contains(&h)
            && (w, h) != (settings.window_width, settings.window_height)
        {
            settings.window_width = w;
            settings.window_height = h;
        }
    }
}

/// Settings reach the table in play, and every new one (a new game, a load, Continue: these replace
/// the resource, which change detection does not report as added).
fn apply_settings(
    settings: Res<Settings>,
    mut queue: ResMut<AnimQueue>,
    table: Option<ResMut<Table>>,
    mut seen: Local<Option<u64>>,
) {
    if settings.is_changed() {
        queue.speed = settings.animation_speed;
    }
    if let Some(mut table) = table
        && (settings.is_changed() || *seen != Some(table.id))
    {
        *seen = Some(table.id);
        table.hints = settings.hints;
    }
}
