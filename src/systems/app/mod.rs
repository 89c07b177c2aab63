//! The application around the games: launch modes ([`launch`]), the camera and the Mehen board's
//! highlights ([`view`]), sound ([`audio`]), the window's icon ([`icon`]), random input for testing ([`monkey`]), the web page around the game ([`page`]). Nothing else
//! imports this room; the States and system sets every room uses live in `shared::state`.

pub mod audio;
pub mod icon;
pub mod launch;
pub mod monkey;
pub mod page;
pub mod view;
