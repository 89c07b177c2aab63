//! How this run was launched (the normal game, a screenshot of one scene, the autoplay soak, a
//! measurement), for the rooms that set their own scenes up: each game's room prepares its scenes
//! and says when one is ready for its picture; the app takes it.

use bevy::prelude::*;
use std::path::PathBuf;

#[derive(Debug, Clone, Copy, PartialEq, Eq, clap::ValueEnum)]
pub enum Scene {
    Menu,
    Setup,
    Rules,
    Load,
    Game,
    Stir,
    Gameover,
    /// A Mehen game some turns in, a person's turn: one piece's move chosen and a click on a piece
    /// that cannot move (its reason shown).
    Choosing,
    /// A game of Senet (Kendall's rules) some turns in, two computer seats.
    Senet,
    /// A four-player Hyena game some turns in, computer seats.
    Hyena,
    /// A three-player family Mehen game some turns in, computer seats.
    Family,
    /// A Bak-Amen game some turns in, computer seats.
    BakAmen,
    /// The list of lessons (Learn to play).
    Learn,
    /// A lesson (a slide) after its throw, the pawn to move selected.
    Tutorial,
    /// A game's review: the chances graph, a turn's grade and the Expert's better move.
    Review,
}

#[derive(Resource, Debug, Clone)]
pub struct LaunchOptions {
    pub screenshot: Option<PathBuf>,
    /// `--check-text`: where to say which texts of the pictured screen do not show whole.
    pub check_text: Option<PathBuf>,
    pub scene: Scene,
    pub seed: u64,
    pub autoplay: bool,
    pub players: u8,
    pub exit_after_turns: Option<u32>,
    pub exit_after_frames: Option<u32>,
    pub frame_stats: Option<PathBuf>,
    /// Start by continuing the autosave.
    pub resume: bool,
    /// No window: the game's systems only (autoplay and the crash test).
    pub headless: bool,
    /// Random clicks and keys for this many seconds, then exit.
    pub monkey: Option<f32>,
    /// `--lang`: the language for this run.
    pub lang: Option<crate::i18n::Language>,
    /// `--size`: the window's size for screenshots and measurements (1280x720 without it).
    pub size: Option<(u32, u32)>,
    /// `--scale`: the display's scale factor for them (a high-density screen), over the system's.
    pub scale: Option<f32>,
    /// `--touch`: a touch screen's words and sizes from the start.
    pub touch: bool,
    /// `--online-host` / `--online-join`: straight into an online room.
    pub online: Option<OnlineLaunch>,
}

impl LaunchOptions {
    /// The game as a browser opens it: the main menu, or straight into the lobby of the room whose
    /// code the page's link ends with (`http://HOST:PORT/#K7M-Q3P`), on the server the page came from
    /// (`?computer` lets the computer play the seat, as `--online-computer` does: the browser tests;
    /// `?computer=expert` at that level).
    pub fn in_the_browser() -> LaunchOptions {
        #[cfg(target_arch = "wasm32")]
        let (hash, host, search) = web_sys::window()
            .map(|w| {
                let l = w.location();
                (
                    l.hash().unwrap_or_default(),
                    l.host().ok(),
                    l.search().unwrap_or_default(),
                )
            })
            .unwrap_or_default();
        #[cfg(not(target_arch = "wasm32"))]
        let (hash, host, search): (String, Option<String>, String) =
            (String::new(), None, String::new());
        let code = crate::online::protocol::read_code(hash.trim_start_matches('#'));
        LaunchOptions {
            seed: crate::persist::clock_seed(),
            players: 2,
            online: code.map(|code| OnlineLaunch {
                host: None,
                join: Some(code),
                server: host,
                computer: computer_in(&search),
            }),
            ..LaunchOptions::play()
        }
    }
}

/// The level `?computer` asks for in a page's address (Normal unless it names one).
fn computer_in(search: &str) -> Option<crate::ai::Level> {
    let asked = search
        .trim_start_matches('?')
        .split('&')
        .find_map(|part| part.strip_prefix("computer"))?;
    Some(
        asked
            .strip_prefix('=')
            .and_then(crate::ai::Level::from_name)
            .unwrap_or(crate::ai::Level::Normal),
    )
}

/// An online room to open at launch.
#[derive(Debug, Clone, PartialEq)]
pub struct OnlineLaunch {
    /// Host this game (for `players` people)...
    pub host: Option<crate::rules::GameKind>,
    /// ... or join the room with this code.
    pub join: Option<String>,
    /// The server's address; hosting without one starts a server in the game.
    pub server: Option<String>,
    /// The computer plays this window's seat at this level, and the game closes once over.
    pub computer: Option<crate::ai::Level>,
}

impl LaunchOptions {
    pub fn play() -> LaunchOptions {
        LaunchOptions {
            screenshot: None,
            check_text: None,
            scene: Scene::Menu,
            seed: 1,
            autoplay: false,
            players: 4,
            exit_after_turns: None,
            exit_after_frames: None,
            frame_stats: None,
            resume: false,
            headless: false,
            monkey: None,
            lang: None,
            size: None,
            scale: None,
            touch: false,
            online: None,
        }
    }
}

/// Screenshot timing: seconds and frames since the scene was ready.
#[derive(Resource, Default)]
pub struct ShotClock {
    /// Seconds since the scene was ready (`None`: not yet).
    pub since: Option<f32>,
    pub frames: u32,
    pub taken: bool,
}

/// How far the game on screen has gone, as its room reports it (for `--exit-after-turns` and the
/// frame-time figures).
#[derive(Resource, Default, Debug, Clone, Copy)]
pub struct TurnsPlayed {
    pub turns: Option<u32>,
    pub over: bool,
    /// `--autoplay --scene tutorial`: the lessons played, once every one has been.
    pub lessons: Option<u32>,
}

/// Whether the menus offer Quit: a page in a browser is closed with its tab, and a Quit there would
/// only leave a blank page.
pub const CAN_QUIT: bool = !cfg!(target_arch = "wasm32");

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ai::Level;

    #[test]
    fn a_pages_address_asks_for_the_computer_and_its_level() {
        assert_eq!(computer_in(""), None);
        assert_eq!(computer_in("?lang=fr"), None);
        assert_eq!(computer_in("?computer"), Some(Level::Normal));
        assert_eq!(computer_in("?computer=expert"), Some(Level::Expert));
        assert_eq!(computer_in("?x=1&computer=Novice"), Some(Level::Novice));
        assert_eq!(computer_in("?computer=best"), Some(Level::Normal));
    }
}
