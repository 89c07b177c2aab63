//! The pause menu of every game's screen. Esc opens it (once it has cancelled what a player had begun:
//! a selected piece, a question), and closes it again; while it is open nothing on the board takes
//! input (the games' input and engine sets stand still, see `shared::state`). It offers the rules and
//! the settings without leaving the game. Mehen's pause menu adds its files (its room draws that);
//! the race games' is drawn here.

use crate::persist::settings::Settings;
use crate::systems::files::storage::Storage;
use crate::systems::menus::pictures::MenuArt;
use crate::systems::menus::rules_page::{GAMES, rules_window};
use crate::systems::menus::ui::settings_contents;
use crate::systems::shared::lang::Lang;
use crate::systems::shared::race_hud::{
    centred, leave_question, main_menu_button, pause_dialog, pause_rows, quit_button, steady,
};
use crate::systems::shared::state::{AppState, EscCancels, Paused};
use crate::systems::shared::theme::Styled;
use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};

/// What the pause menu shows: its buttons, the rules, or the settings.
#[derive(Resource, Default, Debug, Clone, Copy, PartialEq, Eq)]
pub enum PauseView {
    #[default]
    Menu,
    Rules,
    Settings,
}

pub(crate) fn plugin(app: &mut App) {
    app.init_resource::<PauseView>()
        .add_systems(Update, esc_key.run_if(on_a_game))
        .add_systems(
            EguiPrimaryContextPass,
            pause_overlay.run_if(on_a_game).after(Styled),
        );
}

fn on_a_game(state: Res<State<AppState>>) -> bool {
    state.get().is_game()
}

/// Esc: back from the rules or settings to the pause menu, closes the pause menu, or opens it when
/// nothing begun on the board is waiting to be cancelled first.
fn esc_key(
    keys: Option<Res<ButtonInput<KeyCode>>>,
    cancels: Res<EscCancels>,
    mut paused: ResMut<Paused>,
    mut view: ResMut<PauseView>,
) {
    if !keys.is_some_and(|k| k.just_pressed(KeyCode::Escape)) {
        return;
    }
    if paused.0 {
        if *view == PauseView::Menu {
            paused.0 = false;
        } else {
            *view = PauseView::Menu;
        }
    } else if !cancels.0 {
        paused.0 = true;
        *view = PauseView::Menu;
    }
}

/// The shared pause menu (for the screens without their own), and every game's rules and settings
/// views.
fn pause_overlay(
    mut contexts: EguiContexts,
    mut paused: ResMut<Paused>,
    mut view: ResMut<PauseView>,
    state: Res<State<AppState>>,
    mut next: ResMut<NextState<AppState>>,
    mut settings: ResMut<Settings>,
    storage: Option<Res<Storage>>,
    (lang, art): (Res<Lang>, Option<Res<MenuArt>>),
    mut exit: MessageWriter<AppExit>,
    mut page: Local<usize>,
    online: Option<Res<crate::systems::shared::remote::OnlineGame>>,
    registry: Res<crate::systems::shared::registry::GameRegistry>,
    lesson: Option<Res<crate::systems::shared::lesson::RaceLessonUnderway>>,
    mut shown: Local<PauseView>,
) -> Result {
    let lesson = lesson.is_some();
    // The rules open at the page of the game being played.
    if *view == PauseView::Rules && *shown != PauseView::Rules {
        let name = registry.kinds_on(*state.get()).first().map(|k| k.name());
        if let Some(i) = name.and_then(|n| GAMES.iter().position(|g| *g == n)) {
            *page = i;
        }
    }
    *shown = *view;
    if !paused.0 {
        *view = PauseView::Menu;
        return Ok(());
    }
    let ctx = contexts.ctx_mut()?;
    match *view {
        PauseView::Menu if !registry.own_pause_menu(*state.get()) => {
            pause_dialog(ctx, &lang.t("pause-title")).show(ctx, |ui| {
                steady(ui, "pause", |ui| {
                    // Leaving or quitting a game in progress asks first, in the buttons' place (it
                    // is autosaved: Continue brings it back; an online game's seat waits on the
                    // server); the question above its answers, even where the buttons stand in rows.
                    let online = online.is_some();
                    if leave_question(ui, &lang, (&mut next, Some(&mut exit)), online) {
                        return;
                    }
                    pause_rows(ui, |ui| {
                        pause_buttons(ui, &lang, (&mut paused, &mut view));
                        // Another game from a file, as on Mehen's pause menu (this one is
                        // autosaved; an online game's seat waits on the server).
                        if !lesson && lang.pressed(ui, "menu-load") {
                            paused.0 = false;
                            next.set(AppState::Load);
                        }
                        // A lesson loses nothing by leaving: no question.
                        main_menu_button(ui, &lang, &mut next, !lesson);
                        quit_button(ui, &lang, &mut exit, !lesson);
                    })
                });
            });
        }
        PauseView::Menu => {}
        PauseView::Rules => {
            rules_window(ctx, (&mut page, &lang, art.as_deref()), |ui| {
                back_button(ui, &lang, &mut view);
            });
        }
        PauseView::Settings => {
            centred(&lang.t("settings-title")).show(ctx, |ui| {
                settings_contents(ui, &mut settings, storage.as_deref(), &lang);
                back_button(ui, &lang, &mut view);
            });
        }
    }
    Ok(())
}

/// Resume, Rules and Settings: the first buttons of every game's pause menu.
pub fn pause_buttons(
    ui: &mut egui::Ui,
    lang: &Lang,
    (paused, view): (&mut Paused, &mut PauseView),
) {
    if lang.pressed(ui, "pause-resume") {
        paused.0 = false;
    }
    if lang.pressed(ui, "menu-rules") {
        *view = PauseView::Rules;
    }
    if lang.pressed(ui, "menu-settings") {
        *view = PauseView::Settings;
    }
}

fn back_button(ui: &mut egui::Ui, lang: &Lang, view: &mut PauseView) {
    if lang.pressed(ui, "pause-back") {
        *view = PauseView::Menu;
    }
}
