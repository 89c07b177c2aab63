//! The egui screens of the menus: the main menu, settings, the look every screen shares, and the keys
//! and settings every screen shares (Esc, the window size). The New game screen and the rules pages
//! have their own files and plugins; each game's HUD is in its own room.

use crate::i18n::Language;
use crate::persist::settings::Settings;
use crate::systems::files::saves::{FileRequest, Storage};
use crate::systems::shared::lang::Lang;
use crate::systems::shared::motion::AnimSpeed;
use crate::systems::shared::race_hud::{ERROR_RED, centred};
use crate::systems::shared::remote::GoBackOnline;
use crate::systems::shared::state::AppState;
use crate::systems::shared::text_fit::may_scroll;
use crate::systems::shared::theme;
use crate::systems::shared::theme::Styled;
use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};

pub(crate) fn plugin(app: &mut App) {
    app.init_resource::<Settings>()
        .add_message::<GoBackOnline>()
        .add_systems(
            EguiPrimaryContextPass,
            (
                menu.run_if(in_state(AppState::Menu)),
                settings_screen.run_if(in_state(AppState::Settings)),
            )
                .after(Styled),
        )
        .add_systems(Update, (pause_key, apply_settings, remember_window_size));
}

/// The credits as the game shows them: in English the file the repository keeps, in French its
/// translation.
pub fn credits(language: crate::i18n::Language) -> &'static str {
    match language {
        crate::i18n::Language::English => include_str!("../../../CREDITS.md"),
        crate::i18n::Language::French => include_str!("../../../assets/locales/fr/credits.md"),
    }
}

/// About Mehen: the version, the licence and the credits (headings larger, list items with bullets).
fn credits_window(ctx: &egui::Context, lang: &Lang, open: &mut bool) {
    centred(&lang.t("credits-title")).show(ctx, |ui| {
        let version = env!("CARGO_PKG_VERSION");
        ui.strong(lang.f("credits-version", &[("version", version.into())]));
        ui.label(lang.t("credits-licence"));
        // Half the window's height leaves room for the title, the lines above and Back.
        egui::ScrollArea::vertical()
            .max_height(ctx.content_rect().height() * 0.5)
            .show(ui, |ui| {
                may_scroll(ui);
                for line in credits(lang.language())
                    .lines()
                    .skip_while(|l| l.starts_with("# "))
                {
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
        if lang.pressed(ui, "back") {
            *open = false;
        }
    });
}

/// An online game this window left before its end: who it was with, and the way back to the seat
/// (as Continue is for a game here).
fn online_back(
    ui: &mut egui::Ui,
    (lang, settings): (&Lang, &mut ResMut<Settings>),
    back: &mut MessageWriter<GoBackOnline>,
) {
    let Some(rejoin) = settings.online_rejoin.clone() else {
        return;
    };
    let with = if rejoin.with.is_empty() {
        "?".to_string()
    } else {
        rejoin.with.clone()
    };
    let code = crate::online::protocol::show_code(&rejoin.code);
    ui.label(lang.f(
        "menu-online-back",
        &[("with", with.into()), ("code", code.into())],
    ));
    // As wide as the menu's other buttons, with the lesser choice small beneath it.
    if ui
        .add_sized(
            egui::vec2(240.0, 34.0),
            egui::Button::new(lang.t("menu-online-back-go")),
        )
        .on_hover_text(lang.t("menu-online-back-tip"))
        .clicked()
    {
        back.write(GoBackOnline);
    }
    if ui
        .small_button(lang.t("menu-online-back-forget"))
        .on_hover_text(lang.t("menu-online-back-forget-tip"))
        .clicked()
    {
        settings.online_rejoin = None;
    }
    ui.add_space(6.0);
}

fn menu(
    mut contexts: EguiContexts,
    mut next: ResMut<NextState<AppState>>,
    mut exit: MessageWriter<AppExit>,
    storage: Option<Res<Storage>>,
    mut files: MessageWriter<FileRequest>,
    mut show_credits: Local<bool>,
    lang: Res<Lang>,
    (mut settings, mut back): (ResMut<Settings>, MessageWriter<GoBackOnline>),
    mut sheet: ResMut<super::title::MenuSheet>,
) -> Result {
    let ctx = contexts.ctx_mut()?;
    if *show_credits {
        credits_window(ctx, &lang, &mut show_credits);
        return Ok(());
    }
    // The title and the menu on a papyrus sheet on the right, the serpent on the left; on an upright
    // screen the sheet stands at the bottom and the serpent above it (`title.rs`).
    let (width, height) = (ctx.content_rect().width(), ctx.content_rect().height());
    let (align, offset) = sheet_place(width, height);
    // A short screen (a phone held sideways) gets a smaller title.
    let short = height < 560.0;
    // Where one column of buttons (with the title above) is taller than the screen, two.
    let button = 34f32.max(ctx.global_style().spacing.interact_size.y) + 4.0;
    let two_columns = height < 200.0 + 9.0 * button;
    let shown = egui::Window::new(lang.t("menu-title"))
        .title_bar(false)
        .anchor(align, offset)
        .resizable(false)
        .collapsible(false)
        .show(ctx, |ui| {
            ui.vertical_centered(|ui| {
                ui.label(
                    egui::RichText::new(lang.t("menu-title"))
                        .family(theme::title_family(ui.ctx()))
                        .size(if short { 34.0 } else { 56.0 }),
                );
                ui.label(lang.t("menu-tagline"));
                ui.add_space(12.0);
                let wide = egui::vec2(240.0, 34.0);
                // A short screen's buttons in two columns, so the last ones are in sight.
                if two_columns {
                    ui.set_max_width(2.0 * wide.x + ui.spacing().item_spacing.x);
                }
                let layout = if two_columns {
                    egui::Layout::left_to_right(egui::Align::Min).with_main_wrap(true)
                } else {
                    egui::Layout::top_down(egui::Align::Center)
                };
                ui.with_layout(layout, |ui| {
                    // A menu button with its tooltip (the message and the message `-tip`).
                    let big = |ui: &mut egui::Ui, id: &str| {
                        ui.add_sized(wide, egui::Button::new(lang.t(id)))
                            .on_hover_text(lang.t(&format!("{id}-tip")))
                            .clicked()
                    };
                    if big(ui, "menu-new-game") {
                        next.set(AppState::Setup);
                    }
                    if big(ui, "menu-online") {
                        next.set(AppState::Online);
                    }
                    if big(ui, "menu-learn") {
                        next.set(AppState::Learn);
                    }
                    online_back(ui, (&lang, &mut settings), &mut back);
                    continue_button(ui, wide, (storage.as_deref(), &lang), &mut files);
                    if big(ui, "menu-load") {
                        next.set(AppState::Load);
                    }
                    if big(ui, "menu-rules") {
                        next.set(AppState::Rules);
                    }
                    if big(ui, "menu-settings") {
                        next.set(AppState::Settings);
                    }
                    if big(ui, "menu-credits") {
                        *show_credits = true;
                    }
                    if crate::systems::shared::launch::CAN_QUIT && big(ui, "menu-quit") {
                        exit.write(AppExit::Success);
                    }
                });
            });
        });
    let corner = shown.map(|s| {
        let at = s.response.rect.left_top() * ctx.pixels_per_point();
        Vec2::new(at.x, at.y)
    });
    if sheet.0 != corner {
        sheet.0 = corner;
    }
    Ok(())
}

/// Where the menu's sheet stands in a window of `width` x `height` points: at the bottom of an
/// upright one (the serpent above it), else on the right.
fn sheet_place(width: f32, height: f32) -> (egui::Align2, egui::Vec2) {
    if super::title::is_upright(Vec2::new(width, height)) {
        (egui::Align2::CENTER_BOTTOM, egui::vec2(0.0, -height * 0.03))
    } else {
        (egui::Align2::RIGHT_CENTER, egui::vec2(-width * 0.08, 0.0))
    }
}

/// Continue, where an autosave can be read (why not, where it cannot).
fn continue_button(
    ui: &mut egui::Ui,
    wide: egui::Vec2,
    (storage, lang): (Option<&Storage>, &Lang),
    files: &mut MessageWriter<FileRequest>,
) {
    let autosave = storage.and_then(|s| s.continue_from.clone());
    let button = ui
        .add_enabled_ui(matches!(autosave, Some(Ok(_))), |ui| {
            ui.add_sized(wide, egui::Button::new(lang.t("menu-continue")))
        })
        .inner;
    match &autosave {
        Some(Ok(about)) => {
            if button.on_hover_text(about.get(lang.language())).clicked() {
                files.write(FileRequest::Continue);
            }
        }
        Some(Err(e)) => {
            let why = lang.f(
                "menu-continue-unreadable-why",
                &[("problem", e.to_string().into())],
            );
            button.on_disabled_hover_text(why);
            ui.colored_label(ERROR_RED, lang.t("menu-continue-unreadable"));
        }
        None => {
            button.on_disabled_hover_text(lang.t("menu-continue-none"));
        }
    }
}

fn settings_screen(
    mut contexts: EguiContexts,
    mut settings: ResMut<Settings>,
    storage: Option<Res<Storage>>,
    mut next: ResMut<NextState<AppState>>,
    lang: Res<Lang>,
) -> Result {
    let ctx = contexts.ctx_mut()?;
    centred(&lang.t("settings-title")).show(ctx, |ui| {
        settings_contents(ui, &mut settings, storage.as_deref(), &lang);
        if lang.pressed(ui, "back") {
            next.set(AppState::Menu);
        }
    });
    Ok(())
}

/// Every setting (the Settings screen's, and the pause menu's in a game): each applies at once.
pub fn settings_contents(
    ui: &mut egui::Ui,
    settings: &mut Settings,
    storage: Option<&Storage>,
    lang: &Lang,
) {
    language_choice(ui, lang, settings);
    let volume = lang.t("settings-master-volume");
    ui.add(egui::Slider::new(&mut settings.master_volume, 0.0..=1.0).text(volume))
        .on_hover_text(lang.t("settings-master-volume-tip"));
    let effects = lang.t("settings-effects-volume");
    ui.add(egui::Slider::new(&mut settings.effects_volume, 0.0..=1.0).text(effects))
        .on_hover_text(lang.t("settings-effects-volume-tip"));
    ui.checkbox(&mut settings.muted, lang.t("settings-mute"))
        .on_hover_text(lang.t("settings-mute-tip"));
    let speed = lang.t("settings-animation-speed");
    ui.add(egui::Slider::new(&mut settings.animation_speed, 0.25..=4.0).text(speed))
        .on_hover_text(lang.t("settings-animation-speed-tip"));
    // Applied when the slider is let go: the panels change size under the pointer otherwise.
    let mut scale = settings.ui_scale;
    let slider = ui
        .add(
            egui::Slider::new(&mut scale, 0.75..=2.0)
                .step_by(0.05)
                .text(lang.t("settings-ui-scale")),
        )
        .on_hover_text(lang.t("settings-ui-scale-tip"));
    if slider.drag_stopped() || (slider.changed() && !slider.dragged()) {
        settings.ui_scale = scale;
    }
    ui.checkbox(&mut settings.hints, lang.t("settings-hints"))
        .on_hover_text(lang.t("hud-hints-tip"));
    ui.checkbox(
        &mut settings.space_numbers,
        lang.t("settings-space-numbers"),
    )
    .on_hover_text(lang.t("settings-space-numbers-tip"));
    ui.checkbox(&mut settings.notation, lang.t("settings-notation"))
        .on_hover_text(lang.t("settings-notation-tip"));
    // A page keeps everything in the browser's storage: no folder to name.
    if cfg!(target_arch = "wasm32") {
        ui.separator();
        ui.label(lang.t("settings-browser-storage"));
    } else if let Some(storage) = storage {
        ui.separator();
        let folder = |p: std::path::PathBuf| p.display().to_string().into();
        ui.label(lang.f(
            "settings-boards-folder",
            &[("folder", folder(storage.paths.boards()))],
        ));
        ui.label(lang.f(
            "settings-saves-folder",
            &[("folder", folder(storage.paths.saves()))],
        ));
        ui.label(lang.f(
            "settings-file",
            &[("file", folder(storage.paths.settings()))],
        ));
    }
}

/// The language: the system's until one is chosen; a choice applies at once.
fn language_choice(ui: &mut egui::Ui, lang: &Lang, settings: &mut Settings) {
    let system = lang.f(
        "settings-language-system",
        &[("language", Language::of_system().native_name().into())],
    );
    let shown = settings
        .language
        .map_or(system.clone(), |l| l.native_name().to_string());
    ui.horizontal(|ui| {
        ui.label(lang.t("settings-language"));
        egui::ComboBox::from_id_salt("language")
            .selected_text(shown)
            .show_ui(ui, |ui| {
                ui.selectable_value(&mut settings.language, None, system);
                for l in Language::ALL {
                    ui.selectable_value(&mut settings.language, Some(l), l.native_name());
                }
            })
            .response
            .on_hover_text(lang.t("settings-language-tip"));
    });
}

/// Esc leaves the screens that are not games for the main menu.
fn pause_key(
    keys: Option<Res<ButtonInput<KeyCode>>>,
    state: Res<State<AppState>>,
    mut next: ResMut<NextState<AppState>>,
) {
    if let Some(keys) = keys
        && keys.just_pressed(KeyCode::Escape)
    {
        // A game screen answers Esc itself (its pause menu), and the main menu has nowhere to go.
        let screen = *state.get();
        if screen != AppState::Menu && !screen.is_game() {
            next.set(AppState::Menu);
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

/// The animation speed follows the settings.
fn apply_settings(settings: Res<Settings>, mut speed: ResMut<AnimSpeed>) {
    if settings.is_changed() {
        speed.0 = settings.animation_speed;
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::i18n::Language;

    /// Each translation credits the same people, places and licences as the file the repository
    /// keeps: every address and every name written with a capital in a list item's credit.
    #[test]
    fn every_translation_of_the_credits_names_everyone() {
        let english = credits(Language::English);
        for language in Language::ALL {
            let page = credits(language);
            for word in english.split_whitespace() {
                let word = word.trim_matches(|c: char| ",.;:()".contains(c));
                let credited = word.starts_with("http")
                    || [
                        "Lorc",
                        "Delapouite",
                        "Caro",
                        "Asercion",
                        "Horton",
                        "Kendall",
                        "OFL",
                        "CC",
                    ]
                    .contains(&word)
                    || word.starts_with("Noto")
                    || word.contains("Licen");
                if credited {
                    assert!(
                        page.contains(word),
                        "{}: {word} is missing",
                        language.code()
                    );
                }
            }
            assert_eq!(
                page.lines().filter(|l| l.starts_with("## ")).count(),
                english.lines().filter(|l| l.starts_with("## ")).count(),
                "{}: the same sections",
                language.code()
            );
        }
    }
}
