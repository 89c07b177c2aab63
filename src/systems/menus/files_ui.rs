//! The file screens: Load (saves to continue, records to watch, any file by its path; in a browser, a
//! file brought in from the player's computer) and the notices that report saving, exporting and
//! unreadable files.

use crate::i18n::Said;
use crate::persist::FileError;
use crate::systems::files::saves::{FileRequest, Notices, Storage};
use crate::systems::shared::framing::PanelRects;
use crate::systems::shared::lang::Lang;
use crate::systems::shared::race_hud::{ERROR_RED, centred};
use crate::systems::shared::state::AppState;
use crate::systems::shared::text_fit::may_scroll;
use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};
use std::path::{Path, PathBuf};

/// One file offered on the Load screen: what it holds, or why it cannot be read.
struct Listing {
    path: PathBuf,
    about: Result<Said, crate::persist::FileError>,
    /// A record of a game other than Mehen: it opens to play on, not in the replay viewer.
    plays_on: bool,
    /// When the file was last written, in the player's time zone.
    when: Option<String>,
}

#[derive(Resource, Default)]
struct LoadScreen {
    saves: Vec<Listing>,
    records: Vec<Listing>,
    #[cfg(not(target_arch = "wasm32"))]
    typed: String,
    /// A file was brought in: list the files again.
    #[cfg(target_arch = "wasm32")]
    stale: bool,
}

pub(crate) fn plugin(app: &mut App) {
    app.add_systems(OnEnter(AppState::Load), list_files)
        .add_systems(
            EguiPrimaryContextPass,
            (load_screen.run_if(in_state(AppState::Load)), notices_panel),
        );
    #[cfg(target_arch = "wasm32")]
    app.add_systems(
        Update,
        (
            bring_in_picked,
            list_files.run_if(|s: Option<Res<LoadScreen>>| s.is_some_and(|s| s.stale)),
        )
            .chain()
            .run_if(in_state(AppState::Load)),
    );
}

/// Files the player picked in the browser join the game's own, and the list shows them.
#[cfg(target_arch = "wasm32")]
fn bring_in_picked(
    storage: Option<Res<Storage>>,
    screen: Option<ResMut<LoadScreen>>,
    mut notices: ResMut<Notices>,
) {
    let (Some(storage), Some(mut screen)) = (storage, screen) else {
        return;
    };
    for picked in crate::persist::hand_over::take_picked() {
        match crate::persist::hand_over::bring_in(&storage.paths, &picked) {
            Ok(path) => notices.info_about(Said::message("notice-imported", &[]), &path),
            Err(e) => notices.problem("notice-not-imported", e),
        }
        screen.stale = true;
    }
}

/// Files in `dir` ending with `suffix`, newest first.
fn files_in(dir: &Path, suffix: &str) -> Vec<PathBuf> {
    let Ok(entries) = crate::persist::disk::list(dir) else {
        return Vec::new();
    };
    let mut files: Vec<(web_time::SystemTime, PathBuf)> = entries
        .into_iter()
        .filter(|p| p.to_string_lossy().ends_with(suffix))
        .map(|p| {
            let t = crate::persist::disk::modified(&p).unwrap_or(web_time::UNIX_EPOCH);
            (t, p)
        })
        .collect();
    files.sort_by(|a, b| b.cmp(a));
    files.into_iter().map(|(_, p)| p).collect()
}

fn list_files(
    mut commands: Commands,
    storage: Option<Res<Storage>>,
    registry: Res<crate::systems::shared::registry::GameRegistry>,
) {
    let Some(storage) = storage else {
        commands.insert_resource(LoadScreen::default());
        return;
    };
    let listing = |path: PathBuf| {
        let described = registry
            .describe_file(&path)
            .unwrap_or_else(|| Err(FileError::new(&path, "no game here opens this file")));
        let when = crate::persist::disk::modified(&path).ok().map(local_time);
        Listing {
            when,
            plays_on: described.as_ref().is_ok_and(|d| d.plays_on),
            about: described.map(|d| d.about),
            path,
        }
    };
    let saves = files_in(&storage.paths.saves(), ".save.ron")
        .into_iter()
        .map(listing)
        .collect();
    let records = files_in(&storage.paths.records(), ".mehen")
        .into_iter()
        .map(listing)
        .collect();
    commands.insert_resource(LoadScreen {
        saves,
        records,
        ..default()
    });
}

/// A file's time as the player's clock shows it: `2026-11-25 16:55`.
fn local_time(at: web_time::SystemTime) -> String {
    let since = at.duration_since(web_time::UNIX_EPOCH).unwrap_or_default();
    let at = std::time::UNIX_EPOCH + since;
    chrono::DateTime::<chrono::Local>::from(at)
        .format("%Y-%m-%d %H:%M")
        .to_string()
}

fn listing_rows(
    ui: &mut egui::Ui,
    (rows, lang): (&[Listing], &Lang),
    action: &str,
    open: &mut Option<PathBuf>,
) {
    if rows.is_empty() {
        ui.label(lang.t("load-none"));
    }
    for row in rows {
        ui.horizontal(|ui| {
            // What the file holds and when it was played, not its name: the autosave is the game
            // last played.
            let autosave = row
                .path
                .file_name()
                .is_some_and(|n| n.to_string_lossy().starts_with("autosave"));
            let name = if autosave {
                lang.t("load-autosave")
            } else {
                String::new()
            };
            let when = row.when.clone().unwrap_or_default();
            let action = lang.t(if row.plays_on { "load-play-on" } else { action });
            match &row.about {
                Ok(about) => {
                    if ui
                        .button(&action)
                        .on_hover_text(lang.t(if row.plays_on {
                            "load-play-on-tip"
                        } else {
                            "load-row-tip"
                        }))
                        .clicked()
                    {
                        *open = Some(row.path.clone());
                    }
                    ui.label(lang.f(
                        "load-row",
                        &[
                            ("name", name.into()),
                            ("about", about.get(lang.language()).to_string().into()),
                            ("when", when.into()),
                        ],
                    ));
                }
                Err(e) => {
                    ui.add_enabled(false, egui::Button::new(action))
                        .on_disabled_hover_text(lang.t("load-broken-tip"));
                    ui.colored_label(
                        ERROR_RED,
                        lang.f(
                            "load-row",
                            &[
                                ("name", name.into()),
                                ("about", e.problem.clone().into()),
                                ("when", when.into()),
                            ],
                        ),
                    );
                }
            }
        });
    }
}

fn load_screen(
    mut contexts: EguiContexts,
    screen: Option<ResMut<LoadScreen>>,
    mut files: MessageWriter<FileRequest>,
    mut next: ResMut<NextState<AppState>>,
    (lang, mut notices): (Res<Lang>, ResMut<Notices>),
) -> Result {
    let Some(mut screen) = screen else {
        return Ok(());
    };
    let ctx = contexts.ctx_mut()?;
    let mut open = None;
    centred(&lang.t("load-title"))
        .default_width(760.0)
        .show(ctx, |ui| {
            egui::ScrollArea::vertical()
                .max_height(560.0)
                .show(ui, |ui| {
                    may_scroll(ui);
                    ui.heading(lang.t("load-saves"));
                    listing_rows(ui, (&screen.saves, &lang), "load-load", &mut open);
                    ui.separator();
                    ui.heading(lang.t("load-records"));
                    listing_rows(ui, (&screen.records, &lang), "load-replay", &mut open);
                });
            ui.separator();
            let other = open_other(ui, &lang, &mut screen);
            if let Some(problem) = other.problem {
                notices.problem("notice-not-imported", problem);
            }
            open = open.take().or(other.path);
            if lang.pressed(ui, "back") {
                next.set(AppState::Menu);
            }
        });
    if let Some(path) = open {
        files.write(FileRequest::Open(path));
    }
    Ok(())
}

/// Another file, by its path.
#[cfg(not(target_arch = "wasm32"))]
fn open_other(ui: &mut egui::Ui, lang: &Lang, screen: &mut LoadScreen) -> Opened {
    let mut opened = Opened::default();
    ui.label(lang.t("load-by-path"));
    ui.horizontal(|ui| {
        ui.text_edit_singleline(&mut screen.typed);
        if lang.pressed(ui, "load-open") && !screen.typed.trim().is_empty() {
            opened.path = Some(PathBuf::from(screen.typed.trim()));
        }
    });
    opened
}

/// Another file: the page cannot see the player's files, so one picked in the browser's file chooser
/// is brought in beside the game's own ([`bring_in_picked`]).
#[cfg(target_arch = "wasm32")]
fn open_other(ui: &mut egui::Ui, lang: &Lang, _: &mut LoadScreen) -> Opened {
    let mut opened = Opened::default();
    ui.horizontal(|ui| {
        ui.label(lang.t("load-import-about"));
        if lang.pressed(ui, "load-import") {
            opened.problem = crate::persist::hand_over::pick_file().err();
        }
    });
    opened
}

/// What the Load screen's last row asked for: a file to open, or why the file chooser did not open.
#[derive(Default)]
struct Opened {
    path: Option<PathBuf>,
    problem: Option<String>,
}

/// Where the notices stand (egui's points), and how.
#[derive(Debug, Clone, Copy, PartialEq)]
struct NoticePlace {
    anchor: egui::Align2,
    offset: egui::Vec2,
    width: f32,
    /// As wide as the side column it stands under, whatever its words.
    column_wide: bool,
    /// Over a phone's tabs or strip: taps reach through it.
    see_through: bool,
}

impl NoticePlace {
    /// Passing news (`news`) stands under a game's side column, over neither the board nor the
    /// strip; on a phone, whose column is folded, at the foot over the folded tabs (upright) or of
    /// the turn strip's column (sideways), where taps reach through it. A problem stands top
    /// centre, under the turn strip (whose buttons it must not cover), over every panel: a message
    /// left from the menu must stay readable. `panels` in the window's pixels, `zoom` egui's
    /// points to them, `screen_width` in points.
    fn for_notices(
        panels: Option<&PanelRects>,
        news: bool,
        (zoom, screen_width): (f32, f32),
    ) -> Self {
        let place = |anchor, offset, width| NoticePlace {
            anchor,
            offset,
            width,
            column_wide: false,
            see_through: false,
        };
        let Some(panels) = panels else {
            return place(egui::Align2::CENTER_TOP, egui::vec2(0.0, 8.0), 420.0);
        };
        if !news {
            let below = panels.below_top_panels() / zoom + 8.0;
            return place(egui::Align2::CENTER_TOP, egui::vec2(0.0, below), 420.0);
        }
        if let Some((right, bottom, width)) = panels.under_side_column() {
            let offset = egui::vec2(-right, bottom + 8.0) / zoom;
            // The window's frame adds its margins to the width asked.
            let width = width / zoom - 23.0;
            return NoticePlace {
                column_wide: true,
                ..place(egui::Align2::RIGHT_TOP, offset, width)
            };
        }
        let foot = match panels.left_column() {
            // A phone held sideways: at the foot of the turn strip's column, under its buttons.
            Some(column) => place(
                egui::Align2::LEFT_BOTTOM,
                egui::vec2(16.0, -16.0),
                column / zoom - 55.0,
            ),
            None => place(
                egui::Align2::CENTER_BOTTOM,
                egui::vec2(0.0, -8.0),
                (screen_width - 40.0).min(420.0),
            ),
        };
        NoticePlace {
            see_through: true,
            ..foot
        }
    }
}

fn notices_panel(
    mut contexts: EguiContexts,
    mut notices: ResMut<Notices>,
    lang: Res<Lang>,
    panels: Option<Res<PanelRects>>,
) -> Result {
    if notices.0.is_empty() {
        return Ok(());
    }
    let ctx = contexts.ctx_mut()?;
    let mut dismiss = None;
    let zoom = ctx.zoom_factor();
    let news = notices.0.iter().all(|n| !n.error);
    let screen_width = ctx.content_rect().width();
    let NoticePlace {
        anchor,
        offset,
        width,
        column_wide,
        see_through,
    } = NoticePlace::for_notices(panels.as_deref(), news, (zoom, screen_width));
    egui::Window::new(lang.t("notices-title"))
        .order(egui::Order::Foreground)
        .anchor(anchor, offset)
        .title_bar(false)
        .resizable(false)
        .default_width(width)
        .max_width(width)
        .interactable(!see_through)
        .show(ctx, |ui| {
            if column_wide {
                ui.set_width(width);
            }
            for (i, n) in notices.0.iter().enumerate() {
                if n.error {
                    ui.horizontal_wrapped(|ui| {
                        ui.colored_label(ERROR_RED, n.text.get(lang.language()));
                        if ui.small_button(lang.t("notice-ok")).clicked() {
                            dismiss = Some(i);
                        }
                    });
                } else {
                    // A plain label: its lines at reading distance, not a touch screen's rows.
                    let shown = ui.label(n.text.get(lang.language()));
                    if let Some(d) = &n.detail {
                        shown.on_hover_text(d);
                    }
                }
            }
        });
    if let Some(i) = dismiss {
        notices.0.remove(i);
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn panels(window: Vec2, rects: &[(f32, f32, f32, f32)]) -> PanelRects {
        PanelRects {
            rects: rects
                .iter()
                .map(|&(x, y, w, h)| (Vec2::new(x, y), Vec2::new(x + w, y + h)))
                .collect(),
            window,
            ..Default::default()
        }
    }

    #[test]
    fn passing_news_covers_no_board_and_a_problem_stays_top_centre() {
        // A wide window: the strip across the top, the side column at the right.
        let wide = panels(
            Vec2::new(1280.0, 720.0),
            &[(0.0, 0.0, 930.0, 110.0), (930.0, 0.0, 350.0, 400.0)],
        );
        let place = NoticePlace::for_notices(Some(&wide), true, (1.0, 1280.0));
        assert_eq!(place.anchor, egui::Align2::RIGHT_TOP);
        assert_eq!(place.offset, egui::vec2(0.0, 408.0));
        assert!(place.column_wide && !place.see_through, "{place:?}");
        // A phone upright: the strip over the board, the column folded into tabs at the foot.
        let phone = panels(
            Vec2::new(390.0, 844.0),
            &[
                (0.0, 0.0, 390.0, 300.0),
                (8.0, 784.0, 165.0, 52.0),
                (280.0, 784.0, 102.0, 52.0),
            ],
        );
        let place = NoticePlace::for_notices(Some(&phone), true, (1.0, 390.0));
        assert_eq!(place.anchor, egui::Align2::CENTER_BOTTOM);
        assert!(place.width <= 350.0, "{place:?}");
        assert!(place.see_through, "{place:?}");
        // A phone sideways: the strip a column down the left, the tabs folded at the right (the
        // top one as wide as an open panel, but no taller than a tab).
        let sideways = panels(
            Vec2::new(844.0, 390.0),
            &[
                (8.0, 8.0, 326.0, 374.0),
                (620.0, 8.0, 214.0, 50.0),
                (720.0, 332.0, 114.0, 50.0),
            ],
        );
        let place = NoticePlace::for_notices(Some(&sideways), true, (1.0, 844.0));
        assert_eq!(place.anchor, egui::Align2::LEFT_BOTTOM);
        assert!(place.width < 334.0 - 16.0, "{place:?}");
        assert!(place.see_through, "{place:?}");
        // A problem, on either: top centre, under the strip.
        for (p, width) in [(&wide, 1280.0), (&phone, 390.0)] {
            let place = NoticePlace::for_notices(Some(p), false, (1.0, width));
            assert_eq!(place.anchor, egui::Align2::CENTER_TOP);
            assert_eq!(place.offset.y, p.below_top_panels() + 8.0);
        }
        // No game on screen (a menu): top centre.
        let place = NoticePlace::for_notices(None, true, (1.0, 1280.0));
        assert_eq!(place.anchor, egui::Align2::CENTER_TOP);
    }
}
