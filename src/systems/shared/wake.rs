//! Waking the app for timers. Between inputs the window sleeps (reactive mode), so a timer that must
//! fire with no input (an automatic pass, the time-limit clock's next second, a message expiring) asks
//! for frames at a steady pace ([`Wake::every`]) while it runs; the sleep becomes the shortest pace
//! asked for this frame.
//!
//! The pace is a fixed interval rather than the time left on each timer: winit treats every change
//! of the sleep as a reason to draw at once, so a sleep recomputed each frame would keep the window
//! drawing all the time. A timer therefore fires up to one interval late, which players do not see.
//!
//! Timers that fire while nobody touches the game count real time ([`Time<Real>`]): the virtual clock
//! advances at most a quarter second per frame, so it loses whatever the app slept.

use bevy::prelude::*;
use bevy::winit::{UpdateMode, WinitSettings};
use std::time::Duration;

/// How long the app sleeps with nothing to wake it: the desktop defaults.
const FOCUSED_SLEEP: Duration = Duration::from_secs(5);
const UNFOCUSED_SLEEP: Duration = Duration::from_secs(60);

/// The shortest interval between frames that a running timer asks for, gathered during the frame.
#[derive(Resource, Default, Debug)]
pub struct Wake(Option<Duration>);

impl Wake {
    /// A frame at least every `interval` while the caller's timer runs (ask each frame).
    pub fn every(&mut self, interval: Duration) {
        self.0 = Some(self.0.map_or(interval, |w| w.min(interval)));
    }
}

/// The pace for a timer that must fire close to its time (an automatic pass).
pub const PROMPT: Duration = Duration::from_millis(250);
/// The pace for a display that changes each second (the clock, messages fading).
pub const EACH_SECOND: Duration = Duration::from_secs(1);

pub(crate) fn plugin(app: &mut App) {
    app.init_resource::<Wake>()
        .add_systems(Last, sleep_until_needed);
}

/// Sets the sleep between frames to the shortest pace asked for (the defaults when no timer runs). An app
/// that runs continuously (measuring, the monkey) or has no window is left alone.
fn sleep_until_needed(mut wake: ResMut<Wake>, settings: Option<ResMut<WinitSettings>>) {
    let soonest = wake.0.take();
    let Some(mut settings) = settings else { return };
    let sleep = |default: Duration| soonest.map_or(default, |w| w.min(default));
    let (focused, unfocused) = (sleep(FOCUSED_SLEEP), sleep(UNFOCUSED_SLEEP));
    let modes = (settings.focused_mode, settings.unfocused_mode);
    if let (UpdateMode::Reactive { wait: f, .. }, UpdateMode::Reactive { wait: u, .. }) = modes
        && (f != focused || u != unfocused)
    {
        settings.focused_mode = UpdateMode::reactive(focused);
        settings.unfocused_mode = UpdateMode::reactive_low_power(unfocused);
    }
}
