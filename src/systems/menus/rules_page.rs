//! The Rules screen: each game's rules page, with the Mehen diagrams drawn from the real board.

use crate::systems::shared::race_hud::{Styled, centred};
use crate::systems::shared::state::AppState;
use bevy::prelude::*;
use bevy_egui::{EguiContexts, egui};

/// The rules of each game, from the same pages as the documentation (`docs/rules/`).
const RULE_PAGES: [(&str, &str); 6] = [
    ("Mehen", include_str!("../../../docs/rules/mehen.md")),
    (
        "Senet (Kendall)",
        include_str!("../../../docs/rules/senet-kendall.md"),
    ),
    (
        "Senet (houses)",
        include_str!("../../../docs/rules/senet-houses.md"),
    ),
    ("Hyena game", include_str!("../../../docs/rules/hyena.md")),
    (
        "Family Mehen",
        include_str!("../../../docs/rules/family-mehen.md"),
    ),
    ("Bak-Amen", include_str!("../../../docs/rules/bak-amen.md")),
];

pub(crate) fn plugin(app: &mut App) {
    app.add_systems(
        bevy_egui::EguiPrimaryContextPass,
        rules_screen.run_if(in_state(AppState::Rules)).after(Styled),
    );
}

fn rules_screen(
    mut contexts: EguiContexts,
    mut next: ResMut<NextState<AppState>>,
    mut page: Local<usize>,
) -> Result {
    let ctx = contexts.ctx_mut()?;
    centred("Rules").default_width(760.0).show(ctx, |ui| {
        ui.horizontal(|ui| {
            for (i, (name, _)) in RULE_PAGES.iter().enumerate() {
                ui.selectable_value(&mut *page, i, *name);
            }
        });
        ui.separator();
        egui::ScrollArea::vertical()
            .max_height(600.0)
            .show(ui, |ui| {
                // Paragraphs about sources and project status are for the documentation only.
                let mut skipping = false;
                for line in RULE_PAGES[*page % RULE_PAGES.len()].1.lines() {
                    let line = line.trim_end();
                    if line.starts_with("Status:") || line.starts_with("Source:") {
                        skipping = true;
                    }
                    if skipping {
                        skipping = !line.is_empty();
                        continue;
                    }
                    if let Some(h) = line.strip_prefix("# ") {
                        ui.heading(h);
                    } else if let Some(h) = line
                        .strip_prefix("## ")
                        .or_else(|| line.strip_prefix("### "))
                    {
                        ui.add_space(6.0);
                        ui.strong(h);
                        if let Some(d) = DIAGRAMS.iter().find(|d| d.after == h) {
                            diagram(ui, d);
                        }
                    } else if !line.is_empty() {
                        // Test names in brackets are for developers.
                        let text = match line.find(" [") {
                            Some(i) if line.ends_with(']') => &line[..i],
                            _ => line,
                        };
                        ui.label(text.replace(['*', '`'], ""));
                    }
                }
            });
        if ui.button("Back").clicked() {
            next.set(AppState::Menu);
        }
    });
    Ok(())
}

/// A small picture for the rules screen: a strip of spaces, the pieces on them, and arrows.
struct Diagram {
    /// Shown under the heading with this title.
    after: &'static str,
    caption: &'static str,
    /// Per space: ' ' empty, 'a'/'b' a pawn of seat A/B, 'L' a lion, 'H' the head.
    cells: &'static str,
    /// Arrows (from, to, paid): a paid step is grey, a free slide or pull red.
    arrows: &'static [(usize, usize, bool)],
    /// Spaces marked with a cross (a devoured pawn).
    crosses: &'static [usize],
}

const DIAGRAMS: [Diagram; 3] = [
    Diagram {
        after: "Pawns",
        caption: "A (red) has 2 points: one step onto B's lone pawn, a free slide past it, one more step. \
                  B's pair on the right is a blockade: a slide stops there and only points carry a pawn past.",
        cells: "ab   bb ",
        arrows: &[(0, 1, true), (1, 2, false), (2, 3, true)],
        crosses: &[],
    },
    Diagram {
        after: "The Mehen stir (a throw of 0 or 4)",
        caption: "The stir pulls every pawn two spaces toward the head, nearest first: \
                  B's pawn is pulled over the lion and devoured; A's pawn moves on safely.",
        cells: "a  bL   H",
        arrows: &[(0, 2, false), (3, 5, false)],
        crosses: &[3],
    },
    Diagram {
        after: "Lions",
        caption: "Lions walk outward (toward the tail) through any piece and devour a lone pawn they end on; \
                  A's blockade on the left is safe.",
        cells: "aa  b  L ",
        arrows: &[(7, 4, true)],
        crosses: &[4],
    },
];

fn diagram(ui: &mut egui::Ui, d: &Diagram) {
    let cell = 34.0;
    let n = d.cells.chars().count();
    let (rect, _) = ui.allocate_exact_size(
        egui::vec2(cell * n as f32 + 8.0, cell + 26.0),
        egui::Sense::hover(),
    );
    let painter = ui.painter_at(rect);
    let centre =
        |i: usize| rect.left_top() + egui::vec2(4.0 + cell * (i as f32 + 0.5), 14.0 + cell * 0.5);
    for (i, c) in d.cells.chars().enumerate() {
        let r = egui::Rect::from_center_size(centre(i), egui::vec2(cell - 3.0, cell - 3.0));
        let fill = if c == 'H' {
            egui::Color32::from_rgb(140, 46, 30)
        } else {
            egui::Color32::from_rgb(120, 143, 79)
        };
        painter.rect_filled(r, 3.0, fill);
        let piece = match c {
            'a' => Some(egui::Color32::from_rgb(204, 56, 41)),
            'b' => Some(egui::Color32::from_rgb(41, 97, 204)),
            'L' => Some(egui::Color32::from_rgb(235, 180, 70)),
            _ => None,
        };
        if let Some(colour) = piece {
            painter.circle_filled(centre(i), cell * 0.3, colour);
        }
    }
    for &(from, to, paid) in d.arrows {
        let colour = if paid {
            egui::Color32::GRAY
        } else {
            egui::Color32::from_rgb(220, 40, 30)
        };
        let lift = egui::vec2(0.0, -cell * 0.55);
        painter.arrow(
            centre(from) + lift,
            centre(to) - centre(from),
            egui::Stroke::new(2.0, colour),
        );
    }
    for &i in d.crosses {
        let c = centre(i);
        let k = cell * 0.25;
        for (a, b) in [
            (egui::vec2(-k, -k), egui::vec2(k, k)),
            (egui::vec2(-k, k), egui::vec2(k, -k)),
        ] {
            painter.line_segment([c + a, c + b], egui::Stroke::new(3.0, egui::Color32::BLACK));
        }
    }
    ui.label(egui::RichText::new(d.caption).italics());
}
