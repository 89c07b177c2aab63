//! The egui screens: the main menu and settings ([`ui`]), the New game form ([`setup`], its cards in
//! [`setup_cards`]), the rules
//! pages ([`rules_page`]); the Load screen, notices and the replay panel ([`files_ui`]); the title
//! screen's serpent ([`title`]).

pub mod files_ui;
pub mod pause;
pub mod pictures;
pub mod rules_page;
pub mod setup;
mod setup_cards;
pub mod title;
pub mod ui;
