//! Whether every text on screen shows whole (`--check-text`): the words egui drew in a frame, each
//! against the area it may show in. A text that runs past a window, the screen's edge or the scroll
//! area holding it, or that egui shortened with "…", is cut. Lists, logs and pages that are meant to
//! scroll say so ([`may_scroll`]); what they hold out of view is not counted.

use bevy::prelude::*;
use bevy_egui::{EguiFullOutput, egui};

/// Where the scroll areas meant to scroll stand in this frame (their clip rectangles), and the
/// texts that may scroll out of view within an area that must otherwise show whole; kept in egui's
/// memory only while a check runs.
#[derive(Clone, Default)]
struct FreeScrolls {
    areas: Vec<egui::Rect>,
    texts: Vec<egui::Rect>,
}

fn free_scrolls_id() -> egui::Id {
    egui::Id::new("mehen-free-scrolls")
}

/// Called inside a scroll area whose content is meant to scroll (a log, a list, a page): the words
/// it holds out of view are not cut.
pub fn may_scroll(ui: &egui::Ui) {
    let rect = ui.clip_rect();
    note_free(ui.ctx(), |free| free.areas.push(rect));
}

/// A text that may scroll out of view where the rest must show whole (a lesson's introduction,
/// after what to do).
pub fn may_scroll_out(said: &egui::Response) {
    let rect = said.rect;
    note_free(&said.ctx, |free| free.texts.push(rect));
}

fn note_free(ctx: &egui::Context, note: impl FnOnce(&mut FreeScrolls)) {
    ctx.data_mut(|d| {
        if let Some(mut free) = d.get_temp::<FreeScrolls>(free_scrolls_id()) {
            note(&mut free);
            d.insert_temp(free_scrolls_id(), free);
        }
    });
}

/// A text drawn in part or wholly out of sight.
#[derive(Debug, Clone, PartialEq)]
pub struct CutText {
    pub words: String,
    /// Where the text stands and the area it may show in.
    pub rect: egui::Rect,
    pub shown_in: egui::Rect,
    /// egui shortened it with "…".
    pub elided: bool,
}

impl std::fmt::Display for CutText {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let (r, c) = (self.rect, self.shown_in);
        if self.elided {
            return write!(f, "\"{}\" is shortened with an ellipsis", self.words);
        }
        write!(
            f,
            "\"{}\" at ({:.0},{:.0})-({:.0},{:.0}) shows only inside ({:.0},{:.0})-({:.0},{:.0})",
            self.words, r.min.x, r.min.y, r.max.x, r.max.y, c.min.x, c.min.y, c.max.x, c.max.y
        )
    }
}

/// How far past its area a text may reach before it counts as cut (a glyph's overhang).
const SLACK: f32 = 2.0;

/// The texts among `shapes` that do not show whole, leaving out those in the `free` scroll areas
/// and the `free_texts`. A text that starts in one of the `windows` (back to front; each with
/// whether it is one of the table's panels, or a dialog meant to stand over them) must end in
/// one, and no panel above the one holding it may cover part of it: a row that runs past a
/// window's edge is not always clipped (a scroll area clips only the way it scrolls), and the
/// window beside it covers the rest.
pub fn cut_texts(
    shapes: &[egui::epaint::ClippedShape],
    (free, free_texts): (&[egui::Rect], &[egui::Rect]),
    windows: &[(egui::Rect, bool)],
) -> Vec<CutText> {
    let mut cut = Vec::new();
    for clipped in shapes {
        let clip = clipped.clip_rect;
        // A scroll area's clip, or the clip of a box inside it.
        if free.iter().any(|f| f.expand(SLACK).contains_rect(clip)) {
            continue;
        }
        visit_texts(&clipped.shape, &mut |text| {
            let words = text.galley.job.text.trim();
            if words.is_empty() {
                return;
            }
            let rect = text.galley.rect.translate(text.pos.to_vec2());
            if free_texts
                .iter()
                .any(|f| f.expand(SLACK).contains_rect(rect))
            {
                return;
            }
            let outside = !clip.expand(SLACK).contains_rect(rect);
            let hidden_by = hidden_by_window(rect, windows);
            let shown_in = match hidden_by {
                Some(w) if !outside => w,
                _ => clip,
            };
            if outside || hidden_by.is_some() || text.galley.elided {
                cut.push(CutText {
                    words: words.to_owned(),
                    rect,
                    shown_in,
                    elided: text.galley.elided,
                });
            }
        });
    }
    cut
}

/// The window a text at `rect` runs out of, or the one holding it when a panel above covers part
/// of it; `None` when it shows whole or stands in no window.
fn hidden_by_window(rect: egui::Rect, windows: &[(egui::Rect, bool)]) -> Option<egui::Rect> {
    let holds = |(w, _): &(egui::Rect, bool)| w.expand(SLACK).contains_rect(rect);
    let Some(top) = windows.iter().rposition(holds) else {
        return windows
            .iter()
            .map(|(w, _)| *w)
            .find(|w| w.expand(SLACK).contains(rect.left_top()));
    };
    let inner = rect.shrink(SLACK);
    windows[top + 1..]
        .iter()
        .find(|(w, panel)| *panel && w.intersects(inner))
        .map(|_| windows[top].0)
}

fn visit_texts(shape: &egui::Shape, each: &mut impl FnMut(&egui::epaint::TextShape)) {
    match shape {
        egui::Shape::Text(text) => each(text),
        egui::Shape::Vec(shapes) => {
            for s in shapes {
                visit_texts(s, each);
            }
        }
        _ => {}
    }
}

/// `--check-text FILE`: the frame whose picture is taken is judged, and its cut texts written to
/// the file, a line each (an empty file: every text shows whole).
#[derive(Resource)]
pub struct TextCheck {
    pub report: std::path::PathBuf,
    /// Judge the next frame drawn.
    pub judge_next: bool,
}

/// Reads each frame's shapes after egui ends its pass (before bevy_egui takes them to draw), and
/// keeps the free scroll areas' list alive for the next frame.
pub fn check_plugin(app: &mut App, report: std::path::PathBuf) {
    app.insert_resource(TextCheck {
        report,
        judge_next: false,
    })
    .add_systems(
        PostUpdate,
        judge_texts
            .after(bevy_egui::EguiPostUpdateSet::EndPass)
            .before(bevy_egui::EguiPostUpdateSet::ProcessOutput),
    );
}

fn judge_texts(
    mut check: ResMut<TextCheck>,
    mut outputs: Query<(&mut bevy_egui::EguiContext, &EguiFullOutput)>,
) {
    for (mut ctx, output) in &mut outputs {
        let ctx = ctx.get_mut();
        let free = ctx
            .data_mut(|d| d.remove_temp::<FreeScrolls>(free_scrolls_id()))
            .unwrap_or_default();
        ctx.data_mut(|d| d.insert_temp(free_scrolls_id(), FreeScrolls::default()));
        let Some(full) = &output.0 else { continue };
        if check.judge_next {
            check.judge_next = false;
            // The table's panels are ordinary windows; dialogs stand in front, over them.
            let windows: Vec<(egui::Rect, bool)> = ctx.memory(|m| {
                let visible = m.areas().visible_layer_ids();
                m.layer_ids()
                    .filter(|layer| visible.contains(layer))
                    .filter_map(|layer| {
                        let panel = layer.order == egui::Order::Middle;
                        m.area_rect(layer.id).map(|rect| (rect, panel))
                    })
                    .collect()
            });
            let free = (&free.areas[..], &free.texts[..]);
            let lines: String = cut_texts(&full.shapes, free, &windows)
                .iter()
                .map(|cut| format!("{cut}\n"))
                .collect();
            if let Err(e) = std::fs::write(&check.report, lines) {
                eprintln!("mehen: cannot write {}: {e}", check.report.display());
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use egui::{Color32, FontId, Pos2, Rect, Shape, epaint::ClippedShape};

    fn text_at(ctx: &egui::Context, pos: Pos2, words: &str) -> Shape {
        ctx.fonts_mut(|f| {
            Shape::text(
                f,
                pos,
                egui::Align2::LEFT_TOP,
                words,
                FontId::proportional(14.0),
                Color32::BLACK,
            )
        })
    }

    fn context() -> egui::Context {
        let ctx = egui::Context::default();
        // Fonts exist once a pass has run.
        let _ = ctx.run_ui(egui::RawInput::default(), |_| {});
        ctx
    }

    #[test]
    fn a_text_inside_its_area_is_whole_and_one_past_its_edge_is_cut() {
        let ctx = context();
        let area = Rect::from_min_max(Pos2::new(0.0, 0.0), Pos2::new(200.0, 100.0));
        let shapes = vec![
            ClippedShape {
                clip_rect: area,
                shape: text_at(&ctx, Pos2::new(10.0, 10.0), "Throw the sticks"),
            },
            ClippedShape {
                clip_rect: area,
                shape: text_at(&ctx, Pos2::new(10.0, 95.0), "The pawn on 1 cannot move"),
            },
        ];
        let cut = cut_texts(&shapes, (&[], &[]), &[]);
        assert_eq!(cut.len(), 1, "{cut:?}");
        assert_eq!(cut[0].words, "The pawn on 1 cannot move");
        assert!(cut[0].to_string().contains("shows only inside"));
    }

    /// A button's row ran past the turn strip's edge, under the side column: nothing clipped it
    /// (its scroll area clips only up and down), but it showed cut.
    #[test]
    fn a_text_that_runs_past_its_windows_edge_is_cut() {
        let ctx = context();
        let screen = Rect::from_min_max(Pos2::new(0.0, 0.0), Pos2::new(1280.0, 720.0));
        let strip = Rect::from_min_max(Pos2::new(8.0, 8.0), Pos2::new(930.0, 95.0));
        let side = Rect::from_min_max(Pos2::new(932.0, 8.0), Pos2::new(1272.0, 220.0));
        let shapes = vec![
            ClippedShape {
                clip_rect: screen,
                shape: text_at(&ctx, Pos2::new(890.0, 30.0), "Undo (Backspace)"),
            },
            ClippedShape {
                clip_rect: screen,
                shape: text_at(&ctx, Pos2::new(1050.0, 30.0), "Bak-Amen"),
            },
        ];
        let cut = cut_texts(&shapes, (&[], &[]), &[(strip, true), (side, true)]);
        assert_eq!(cut.len(), 1, "{cut:?}");
        assert_eq!(cut[0].words, "Undo (Backspace)");
        assert_eq!(cut[0].shown_in, strip);
        // The strip reaching under the side column: the words stand in it, but the side column,
        // above it, covers their end.
        let wide = Rect::from_min_max(Pos2::new(8.0, 8.0), Pos2::new(1100.0, 95.0));
        let cut = cut_texts(&shapes, (&[], &[]), &[(wide, true), (side, true)]);
        assert_eq!(cut.len(), 1, "{cut:?}");
        assert_eq!(cut[0].words, "Undo (Backspace)");
        // The same windows the other way up: the strip covers the side column's title's start.
        let cut = cut_texts(&shapes, (&[], &[]), &[(side, true), (wide, true)]);
        assert_eq!(cut.len(), 1, "{cut:?}");
        assert_eq!(cut[0].words, "Bak-Amen");
        // A dialog over the panels hides them on purpose.
        let cut = cut_texts(&shapes, (&[], &[]), &[(wide, true), (side, false)]);
        assert!(cut.is_empty(), "{cut:?}");
    }

    #[test]
    fn words_out_of_view_in_an_area_meant_to_scroll_are_not_cut() {
        let ctx = context();
        let log = Rect::from_min_max(Pos2::new(0.0, 0.0), Pos2::new(200.0, 40.0));
        let shapes = vec![ClippedShape {
            clip_rect: log,
            shape: Shape::Vec(vec![text_at(&ctx, Pos2::new(5.0, -30.0), "Turn 1")]),
        }];
        assert_eq!(
            cut_texts(&shapes, (&[], &[]), &[]).len(),
            1,
            "nested texts are read"
        );
        assert!(cut_texts(&shapes, (&[log], &[]), &[]).is_empty());
        let line = Rect::from_min_max(Pos2::new(0.0, -40.0), Pos2::new(200.0, 0.0));
        assert!(cut_texts(&shapes, (&[], &[line]), &[]).is_empty());
    }
}
