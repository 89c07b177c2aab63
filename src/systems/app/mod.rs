//! The application: screens and turn phases as States and the frame's system sets ([`state`]), launch
//! modes ([`launch`]), the camera and board highlights ([`view`]), sound ([`audio`]), random input for
//! testing ([`monkey`]), frames for timers while the window sleeps ([`wake`]).

pub mod audio;
pub mod launch;
pub mod monkey;
pub mod state;
pub mod view;
pub mod wake;
