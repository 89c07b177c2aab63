//! Online play: `mehen serve`, the referee holding rooms of games between people somewhere else
//! ([`server`], [`room`]), the messages it speaks ([`protocol`], documented in `docs/online.md`),
//! and `mehen client`, a headless player for tests and bots ([`client`]). No Bevy on this path.

pub mod client;
pub mod protocol;
pub mod room;
pub mod server;

#[cfg(test)]
mod tests;
