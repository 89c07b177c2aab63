//! The language every screen speaks ([`Lang`]): Settings choose it (or the system's, until chosen),
//! `--lang` overrides it for a run, and a change applies at once.

use crate::i18n::{Args, Language, Localizer};
use crate::persist::settings::Settings;
use bevy::prelude::*;

/// The message catalogues and the language in use.
#[derive(Resource, Deref, DerefMut)]
pub struct Lang(pub Localizer);

impl Default for Lang {
    fn default() -> Self {
        Lang(Localizer::new(Language::of_system()))
    }
}

impl Lang {
    /// The message `id` with its arguments (a shorthand for screens).
    pub fn f(&self, id: &str, args: &Args) -> String {
        self.0.format(id, args)
    }

    /// A button labelled with the message `id`, its tooltip the message `id-tip`: was it clicked?
    pub fn pressed(&self, ui: &mut bevy_egui::egui::Ui, id: &str) -> bool {
        ui.button(self.t(id))
            .on_hover_text(self.t(&format!("{id}-tip")))
            .clicked()
    }

    /// A button labelled `id` (its tip `id-tip`), greyed out unless `enabled`: was it clicked?
    pub fn pressed_if(&self, ui: &mut bevy_egui::egui::Ui, id: &str, enabled: bool) -> bool {
        ui.add_enabled(enabled, bevy_egui::egui::Button::new(self.t(id)))
            .on_hover_text(self.t(&format!("{id}-tip")))
            .clicked()
    }

    /// A button labelled `id` whose tip is `tip`: was it clicked?
    pub fn pressed_tip(&self, ui: &mut bevy_egui::egui::Ui, id: &str, tip: &str) -> bool {
        ui.button(self.t(id)).on_hover_text(self.t(tip)).clicked()
    }
}

/// `--lang`: the language for this run, until one is chosen in Settings.
#[derive(Resource, Default, Debug, Clone, Copy)]
pub struct LangOverride(pub Option<Language>);

/// The language follows `--lang`, else Settings, else the system's.
fn follow_settings(
    settings: Option<Res<Settings>>,
    mut over: ResMut<LangOverride>,
    mut lang: ResMut<Lang>,
    mut chosen: Local<Option<Option<Language>>>,
) {
    let setting = settings.as_ref().and_then(|s| s.language);
    if chosen.is_some_and(|before| before != setting) {
        // A choice made in Settings during the run wins over --lang.
        over.0 = None;
    }
    *chosen = Some(setting);
    let wanted = over.0.or(setting).unwrap_or_else(Language::of_system);
    if lang.language() != wanted {
        lang.set_language(wanted);
    }
}

/// A caption on a board or table: the message it shows (written, and rewritten when the language
/// changes, by [`translate_labels`]).
#[derive(Component, Debug, Clone, Copy)]
pub struct BoardLabel(pub &'static str);

/// Captions show their message in the player's language, at once when it changes, in a font with
/// the language's letters (Bevy's default font has no accents).
fn translate_labels(
    lang: Res<Lang>,
    art: Option<Res<crate::systems::shared::art::PieceArt>>,
    mut labels: Query<(Ref<BoardLabel>, &mut Text2d, &mut TextFont)>,
) {
    for (label, mut text, mut font) in &mut labels {
        if lang.is_changed() || label.is_added() {
            text.0 = lang.t(label.0);
            if let Some(captions) = art.as_ref().and_then(|a| a.captions.as_ref()) {
                font.font = captions.into();
            }
        }
    }
}

pub(crate) fn plugin(app: &mut App) {
    app.init_resource::<Lang>()
        .init_resource::<LangOverride>()
        .add_systems(PreUpdate, follow_settings)
        .add_systems(Update, translate_labels);
}

#[cfg(test)]
mod tests {
    use super::*;

    fn app(over: Option<Language>) -> App {
        let mut app = App::new();
        app.add_plugins(MinimalPlugins)
            .init_resource::<Settings>()
            .add_plugins(plugin)
            .insert_resource(LangOverride(over));
        app.update();
        app
    }

    fn language(app: &App) -> Language {
        app.world().resource::<Lang>().language()
    }

    #[test]
    fn a_language_chosen_in_settings_applies_at_once() {
        let mut app = app(None);
        app.world_mut().resource_mut::<Settings>().language = Some(Language::French);
        app.update();
        assert_eq!(language(&app), Language::French);
        assert_eq!(app.world().resource::<Lang>().t("menu-quit"), "Quitter");
        app.world_mut().resource_mut::<Settings>().language = Some(Language::English);
        app.update();
        assert_eq!(app.world().resource::<Lang>().t("menu-quit"), "Quit");
    }

    #[test]
    fn the_command_line_language_holds_until_one_is_chosen() {
        // Settings say English; the run began with --lang fr: French holds...
        let mut app = App::new();
        app.add_plugins(MinimalPlugins)
            .insert_resource(Settings {
                language: Some(Language::English),
                ..Settings::default()
            })
            .add_plugins(plugin)
            .insert_resource(LangOverride(Some(Language::French)));
        app.update();
        app.update();
        assert_eq!(language(&app), Language::French);
        // ...until the player picks a language in Settings.
        app.world_mut().resource_mut::<Settings>().language = None;
        app.update();
        assert_eq!(language(&app), Language::of_system());
        assert!(app.world().resource::<LangOverride>().0.is_none());
    }
}
