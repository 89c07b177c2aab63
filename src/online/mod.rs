//! Online play: `mehen serve`, the referee holding rooms of games between people somewhere else
//! ([`server`], [`room`]) and keeping them through a restart ([`store`]), the messages it speaks ([`protocol`], documented in `docs/online.md`),
//! `mehen client`, a headless player for tests and bots ([`client`]), and a game window's
//! connection that comes back by itself after a drop ([`link`]). No Bevy on this path.

// A server answers whatever strangers send: a failure is an answer or a logged error, never a
// panic that takes a room or a connection down.
#![warn(clippy::unwrap_used)]

#[cfg(not(target_arch = "wasm32"))]
pub mod client;
pub mod link;
pub mod protocol;
pub mod room;
#[cfg(not(target_arch = "wasm32"))]
pub mod server;
#[cfg(not(target_arch = "wasm32"))]
pub mod store;

#[cfg(test)]
mod tests;
