//! The egui screens: the main menu, the setup form, rules, settings, the pause menu and the Mehen HUD
//! ([`ui`]); the Load screen, notices and the replay panel ([`files_ui`]).

pub mod files_ui;
pub mod ui;
