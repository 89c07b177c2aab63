//! Panels shared by the screens of the other race games (Senet, the Hyena game, family Mehen): the
//! log, the Export record / Main menu row, and the game-over window.

use crate::systems::backdrop::Backdrops;
use crate::systems::saves::{Notices, RecordedMatch, Storage, write_record};
use crate::systems::state::AppState;
use bevy::prelude::*;
use bevy_egui::egui;

/// The log window at the bottom left, newest last (the last 200 lines).
pub fn log_window(
    ctx: &egui::Context,
    title: &str,
    lines: &[String],
    frame: egui::Frame,
    backdrops: &mut Backdrops,
) {
    let shown = egui::Window::new(title)
        .frame(frame)
        .anchor(egui::Align2::LEFT_BOTTOM, egui::vec2(8.0, -8.0))
        .default_size(egui::vec2(380.0, 150.0))
        .show(ctx, |ui| {
            egui::ScrollArea::vertical()
                .stick_to_bottom(true)
                .show(ui, |ui| {
                    for line in &lines[lines.len().saturating_sub(200)..] {
                        ui.label(line);
                    }
                });
        });
    backdrops.add(shown);
}

/// Export record (a fresh file in the records folder) and Main menu.
pub fn record_buttons<M: RecordedMatch>(
    ui: &mut egui::Ui,
    m: &M,
    storage: Option<&Storage>,
    notices: &mut Notices,
    next: &mut NextState<AppState>,
) {
    ui.horizontal(|ui| {
        if ui.button("Export record").clicked()
            && let Some(storage) = storage
        {
            write_record(storage, notices, None, &m.record_text());
        }
        if ui.button("Main menu").clicked() {
            next.set(AppState::Menu);
        }
    });
}

/// The centred game-over window: who won, a few lines, and the way back to the menu.
pub fn game_over(
    ctx: &egui::Context,
    heading: &str,
    lines: &[String],
    next: &mut NextState<AppState>,
) {
    egui::Window::new("Game over")
        .anchor(egui::Align2::CENTER_CENTER, egui::vec2(0.0, 0.0))
        .collapsible(false)
        .resizable(false)
        .show(ctx, |ui| {
            ui.heading(heading);
            for line in lines {
                ui.label(line);
            }
            if ui.button("Main menu").clicked() {
                next.set(AppState::Menu);
            }
        });
}

/// A seat's colour as a dot (the default fonts have no round bullet glyph).
pub(crate) fn swatch(ui: &mut egui::Ui, colour: egui::Color32, radius: f32) {
    let (rect, _) = ui.allocate_exact_size(
        egui::vec2(radius * 2.0 + 2.0, radius * 2.0 + 2.0),
        egui::Sense::hover(),
    );
    ui.painter().circle_filled(rect.center(), radius, colour);
    ui.painter().circle_stroke(
        rect.center(),
        radius,
        egui::Stroke::new(1.0, egui::Color32::from_gray(40)),
    );
}

pub(crate) fn colour32(c: Color) -> egui::Color32 {
    let s = c.to_srgba();
    egui::Color32::from_rgb(
        (s.red * 255.0) as u8,
        (s.green * 255.0) as u8,
        (s.blue * 255.0) as u8,
    )
}
