//! The egui screens: the main menu and settings ([`ui`]), the New game form ([`setup`]), the rules
//! pages ([`rules_page`]); the Load screen, notices and the replay panel ([`files_ui`]); the title
//! screen's serpent ([`title`]).

pub mod files_ui;
pub mod pause;
pub mod pictures;
pub mod rules_page;
pub mod setup;
pub mod title;
pub mod ui;
