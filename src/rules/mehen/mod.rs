//! Mehen by Zach Horton's rules: the board and its geometry ([`board`]), the pieces ([`position`]),
//! the advanced rules and teams ([`options`]), piece moves and their notation ([`action`]), what
//! happened ([`event`]), one piece move checked and played ([`moves`]), legal-action generation
//! (`movegen`), turn flow, the stir, legality and the end of the game ([`game`]), positions written as
//! `[Setup]` ([`setup`]) and the `.mehen` record ([`record`]).

pub mod action;
pub mod board;
pub mod event;
pub mod game;
pub(crate) mod movegen;
pub mod moves;
pub mod options;
pub mod position;
pub mod record;
pub mod setup;
