//! Online play through the game's real systems: a server on 127.0.0.1, and two game apps (no window)
//! whose sessions create and join a room; the computer plays each app's own seat through the
//! screen's requests, and every other seat's throws and moves arrive from the server. Each app's
//! game must end as the server's did: the same record, every throw checked against the seed.

use super::support::*;
use mehen::online::protocol::{ClientMsg, SeatPlan};
use mehen::online::server::{ServerConfig, start_in_background};
use mehen::persist::Paths;
use mehen::rules::GameKind;
use mehen::systems::files::storage::Storage;
use mehen::systems::online::session::{OnlineSession, PutBack};
use mehen::systems::shared::registry::RecordedMatch;

/// A game app whose session opened with `first`; records go under `home`.
fn online_app(address: &str, first: ClientMsg, hosting: bool, home: &std::path::Path) -> App {
    let mut app = bare_app(50);
    let (storage, _) = Storage::new(Paths {
        data: home.join("data"),
        config: home.join("config"),
    });
    app.insert_resource(storage);
    app.world_mut().resource_mut::<AnimSpeed>().0 = 0.0;
    let mut session = OnlineSession::open(address, first, hosting);
    session.computer_here = Some(mehen::ai::Level::Normal);
    app.insert_resource(session);
    app.world_mut()
        .resource_mut::<NextState<AppState>>()
        .set(AppState::Lobby);
    app.update();
    app
}

fn session(app: &App) -> &OnlineSession {
    app.world().resource::<OnlineSession>()
}

/// The record of the game on the app's screen, without the tags a table adds of its own.
fn moves_of(app: &App, kind: GameKind) -> String {
    let text = match kind {
        GameKind::Mehen => Screen::of(app.world()).record().to_string(),
        _ => race_record(app),
    };
    text.lines()
        .filter(|l| !l.starts_with('['))
        .map(|l| format!("{l}\n"))
        .collect()
}

fn race_record(app: &App) -> String {
    use mehen::rules::{bak_amen, family, hyena, senet};
    use mehen::systems::race::race_match::RaceMatch;
    let w = app.world();
    w.get_resource::<RaceMatch<senet::Senet>>()
        .map(|m| m.record_text())
        .or_else(|| {
            w.get_resource::<RaceMatch<hyena::Hyena>>()
                .map(|m| m.record_text())
        })
        .or_else(|| {
            w.get_resource::<RaceMatch<family::Family>>()
                .map(|m| m.record_text())
        })
        .or_else(|| {
            w.get_resource::<RaceMatch<bak_amen::BakAmen>>()
                .map(|m| m.record_text())
        })
        .expect("a race game on the table")
}

/// A server on 127.0.0.1, a host app that created a room of `kind` for two, and the guest app that
/// joined it; with the server's address and the folder the apps keep their records in.
fn host_and_guest(kind: GameKind, name: &str) -> (App, App, String, std::path::PathBuf) {
    host_and_guest_at(kind, name, RoomPlan::default())
}

/// A room's set-up beyond its game.
struct RoomPlan {
    players: usize,
    /// The seats the host's window plays (none: the first); the guest takes the first left free.
    here: Vec<u8>,
    /// A time limit, each minute lasting a tenth of a second on this server.
    minutes: Option<u32>,
    /// A board of the host's own: its name and its file's text.
    board: Option<(String, String)>,
}

impl Default for RoomPlan {
    fn default() -> Self {
        RoomPlan {
            players: 2,
            here: Vec::new(),
            minutes: None,
            board: None,
        }
    }
}

/// As [`host_and_guest`], for the room `plan` sets up.
fn host_and_guest_at(
    kind: GameKind,
    name: &str,
    plan: RoomPlan,
) -> (App, App, String, std::path::PathBuf) {
    let RoomPlan {
        players,
        here,
        minutes,
        board,
    } = plan;
    let (board, board_ron) = board.map_or(("classic".to_string(), None), |(n, t)| (n, Some(t)));
    let config = ServerConfig {
        minute_ms: 100,
        ..ServerConfig::default()
    };
    let addr =
        start_in_background("127.0.0.1:0".parse().unwrap(), config).expect("a server on 127.0.0.1");
    let address = addr.to_string();
    let dir = std::env::temp_dir().join(format!(
        "mehen-{name}-{}-{}",
        kind.name(),
        std::process::id()
    ));
    let _ = std::fs::remove_dir_all(&dir);
    let create = ClientMsg::Create {
        game: kind.name().into(),
        options: String::new(),
        board,
        teams: String::new(),
        time_limit_minutes: minutes,
        board_ron,
        seats: vec![SeatPlan::Remote; players],
        names: vec!["Hatshepsut".into()],
        here,
        // Seats by invitation: the guest joins with the whole code the host's lobby shows.
        invite_only: true,
    };
    let mut host = online_app(&address, create, true, &dir.join("host"));
    for _ in 0..2_000 {
        host.update();
        if session(&host).code.is_some() {
            break;
        }
        std::thread::sleep(Duration::from_millis(2));
    }
    let join = ClientMsg::Join {
        code: session(&host)
            .invite
            .clone()
            .expect("the host's lobby has the whole code"),
        seat: None,
        watch: false,
        name: Some("Thutmose".into()),
    };
    let guest = online_app(&address, join, false, &dir.join("guest"));
    (host, guest, address, dir)
}

fn play_online(kind: GameKind) {
    let (mut host, mut guest, _, dir) = host_and_guest(kind, "online");
    play_until(&mut host, &mut guest, kind, |_, _| false);
    check_end(kind, &host, &guest);
    for (who, app) in [("host", &host), ("guest", &guest)] {
        // The board was checked against the server's position all along and never found off it.
        let s = session(app);
        assert_eq!(s.put_back, None, "{who}: {kind:?}");
        let last = s.events.last().map_or(0, |e| e.n);
        assert!(
            s.checked_to * 2 > last,
            "{who}: {kind:?}: checked to {} of {last}",
            s.checked_to
        );
    }
    let _ = std::fs::remove_dir_all(&dir);
}

/// The record an app's session wrote at the end, without its tags.
fn ended_turns(app: &App) -> Option<String> {
    let saved = session(app).ending.as_ref()?.saved.clone().ok()?;
    let record = std::fs::read_to_string(saved).ok()?;
    Some(
        record
            .lines()
            .filter(|l| !l.starts_with('['))
            .map(|l| format!("{l}\n"))
            .collect(),
    )
}

/// The game has ended, and the app's table has played every step the server sent (the end can
/// come while the last move is still being entered).
fn settled(app: &App, kind: GameKind) -> bool {
    // A Mehen game ended on time has the same turns before and after its end.
    let over = kind != GameKind::Mehen
        || app
            .world()
            .get_resource::<mehen::systems::mehen::table::Table>()
            .is_some_and(|t| t.is_over());
    over && ended_turns(app).is_some_and(|turns| moves_of(app, kind) == turns)
}

/// Frames of both apps (the host starting the game once everyone is there) until both games
/// ended and their tables caught up, or `stop` says so.
fn play_until(host: &mut App, guest: &mut App, kind: GameKind, stop: impl Fn(&App, &App) -> bool) {
    // Bounded: a whole game is a few thousand frames of each app.
    let mut start_sent = false;
    for _ in 0..400_000 {
        host.update();
        guest.update();
        // Once, as a host clicks Start: a second Start before the server's answer is refused.
        if !start_sent
            && session(host).can_start()
            && session(host).room.as_ref().is_some_and(|r| !r.started)
        {
            session(host).send(ClientMsg::Start);
            start_sent = true;
        }
        if stop(host, guest) || (settled(host, kind) && settled(guest, kind)) {
            break;
        }
        std::thread::sleep(Duration::from_micros(200));
    }
}

/// Both apps' games ended as the server's did: fair, the same turns, named seats.
fn check_end(kind: GameKind, host: &App, guest: &App) {
    for (who, app) in [("host", host), ("guest", guest)] {
        let s = session(app);
        assert_eq!(s.problem, None, "{who}: {kind:?}");
        let end = s
            .ending
            .as_ref()
            .unwrap_or_else(|| panic!("{who}: {kind:?} did not end"));
        assert_eq!(end.fair, Ok(()), "{who}");
        let saved = end.saved.as_ref().expect("the record is written");
        let record = std::fs::read_to_string(saved).unwrap();
        // The table played the same game as the server: the same turns, the seed revealed.
        let played = ended_turns(app).unwrap();
        assert_eq!(moves_of(app, kind), played, "{who}: {kind:?}");
        assert!(record.contains(&format!("{}", end.seed)), "{record}");
        let names: Vec<&str> = s
            .room
            .as_ref()
            .unwrap()
            .seats
            .iter()
            .map(|s| s.name.as_str())
            .collect();
        assert_eq!(names, ["Hatshepsut", "Thutmose"]);
    }
    assert_eq!(session(host).seat, Some(0));
    assert_eq!(session(guest).seat, Some(1));
    assert_eq!(session(host).events, session(guest).events);
}

/// A window closed mid-game and opened again goes back to its seat with the code and token it kept:
/// the game so far is shown at once, and it plays on to the same end as the server's.
#[test]
fn a_window_closed_mid_game_goes_back_to_its_seat() {
    let kind = GameKind::Mehen;
    let (mut host, mut guest, address, dir) = host_and_guest(kind, "online-back");
    play_until(&mut host, &mut guest, kind, |_, g| {
        session(g).events.len() > 30
    });
    let (code, token) = {
        let s = session(&guest);
        (
            s.code.clone().unwrap(),
            s.token.clone().expect("the seat's token"),
        )
    };
    // The window closes: its connection goes with it.
    drop(guest);
    let back = ClientMsg::Resume {
        code,
        token,
        last_event: 0,
        also: Vec::new(),
    };
    let mut guest = online_app(&address, back, false, &dir.join("guest-again"));
    play_until(&mut host, &mut guest, kind, |_, _| false);
    check_end(kind, &host, &guest);
    let _ = std::fs::remove_dir_all(&dir);
}

/// The guest's window closes mid-game; opened again, its title screen's Go back (the message its
/// button sends) takes the seat the settings kept: the game so far is shown, and both windows play
/// on to the same end as the server's.
#[test]
fn a_window_opened_again_goes_back_to_its_game_from_the_title_screen() {
    use mehen::persist::settings::Settings;
    use mehen::systems::shared::remote::GoBackOnline;
    let kind = GameKind::Mehen;
    let (mut host, mut guest, _, dir) = host_and_guest(kind, "online-title");
    play_until(&mut host, &mut guest, kind, |_, g| {
        session(g).events.len() > 30
    });
    let kept = guest.world().resource::<Settings>().online_rejoin.clone();
    let kept = kept.expect("the settings keep the seat of a game under way");
    assert_eq!(
        kept.with, "Hatshepsut",
        "the title screen names the other player"
    );
    drop(guest);
    let mut guest = bare_app(50);
    let (storage, _) = Storage::new(Paths {
        data: dir.join("guest-again/data"),
        config: dir.join("guest-again/config"),
    });
    guest.insert_resource(storage);
    guest.world_mut().resource_mut::<AnimSpeed>().0 = 0.0;
    guest.world_mut().resource_mut::<Settings>().online_rejoin = Some(kept);
    guest.update();
    guest.world_mut().write_message(GoBackOnline);
    guest.update();
    // The computer plays the seat here, as before the window closed (set before the server's
    // answer can arrive: the table is laid out from it).
    guest
        .world_mut()
        .get_resource_mut::<OnlineSession>()
        .expect("Go back opened the online game")
        .computer_here = Some(mehen::ai::Level::Normal);
    play_until(&mut host, &mut guest, kind, |_, _| false);
    check_end(kind, &host, &guest);
    assert!(
        guest.world().resource::<Settings>().online_rejoin.is_none(),
        "the game ended: nothing left to go back to"
    );
    let _ = std::fs::remove_dir_all(&dir);
}

/// The guest's board goes wrong (a throw the server never made is slipped into its feed just after it
/// asked for its own): the move it then makes is refused by the server, and the window is put back
/// on the server's position, built again from the server's events, and plays on to the same end.
#[test]
fn a_move_the_server_refuses_puts_the_window_back_on_the_servers_position() {
    use mehen::systems::shared::remote::Step;
    let kind = GameKind::Mehen;
    let (mut host, mut guest, _, dir) = host_and_guest(kind, "online-put-back");
    play_until(&mut host, &mut guest, kind, |_, g| {
        let s = session(g);
        let waiting =
            |f: &mehen::systems::shared::remote::RemoteFeed| f.throw_pending() && f.backlog() == 0;
        s.events.len() > 12 && s.feed.as_ref().is_some_and(waiting)
    });
    let feed = session(&guest).feed.clone().expect("the guest's game");
    assert!(
        feed.throw_pending() && feed.backlog() == 0,
        "the guest waits for its throw"
    );
    feed.push(Step::Throw(4));
    play_until(&mut host, &mut guest, kind, |_, g| {
        session(g).put_back.is_some()
    });
    // Refused, as a rule; had the slipped throw been the server's own number, the move goes
    // through and the board is found off the server's a step later.
    let put_back = session(&guest).put_back;
    assert!(
        matches!(put_back, Some(PutBack::Refused | PutBack::OutOfStep)),
        "the window was put back: {put_back:?}"
    );
    play_until(&mut host, &mut guest, kind, |_, _| false);
    check_end(kind, &host, &guest);
    let _ = std::fs::remove_dir_all(&dir);
}

/// The guest's feed is handed a throw the server never made while the host is to throw: the board
/// here then cannot take the server's next step. The window sees it stuck, builds the match again
/// from the server's events, and plays on to the same end.
#[test]
fn a_window_stuck_on_a_step_it_cannot_take_is_put_back_on_the_servers_position() {
    use mehen::systems::shared::remote::Step;
    let kind = GameKind::Hyena;
    let (mut host, mut guest, _, dir) = host_and_guest(kind, "online-stuck");
    play_until(&mut host, &mut guest, kind, |_, g| {
        let s = session(g);
        // The guest's move ended its turn: the host throws next.
        let host_throws_next = s
            .events
            .last()
            .is_some_and(|e| e.seat == 1 && e.action.is_some());
        s.events.len() > 6 && host_throws_next && s.feed.as_ref().is_some_and(|f| f.backlog() == 0)
    });
    session(&guest)
        .feed
        .clone()
        .expect("the guest's game")
        .push(Step::Throw(1));
    play_until(&mut host, &mut guest, kind, |_, g| {
        session(g).put_back.is_some()
    });
    assert_eq!(session(&guest).put_back, Some(PutBack::OutOfStep));
    play_until(&mut host, &mut guest, kind, |_, _| false);
    check_end(kind, &host, &guest);
    let _ = std::fs::remove_dir_all(&dir);
}

/// A room `plan` sets up, played to its end by both apps: each ended fair, its table with the
/// server's turns. Answers the apps and their folder.
fn played_to_a_fair_end(
    kind: GameKind,
    name: &str,
    plan: RoomPlan,
) -> (App, App, std::path::PathBuf) {
    let (mut host, mut guest, _, dir) = host_and_guest_at(kind, name, plan);
    play_until(&mut host, &mut guest, kind, |_, _| false);
    for (who, app) in [("host", &host), ("guest", &guest)] {
        let s = session(app);
        assert_eq!(s.problem, None, "{who}");
        // Its board was checked against the server's position and never found off it.
        assert_eq!(s.put_back, None, "{who}");
        assert!(s.checked_to > 0, "{who}: the position was never checked");
        let end = s.ending.as_ref().unwrap_or_else(|| panic!("{who}: no end"));
        assert_eq!(end.fair, Ok(()), "{who}");
        assert_eq!(moves_of(app, kind), ended_turns(app).unwrap(), "{who}");
    }
    (host, guest, dir)
}

/// Two people at the host's window (seats 0 and 2) and a friend at another (seat 1): the host's
/// table plays both its seats and sends their moves, and takes the friend's from the server.
#[test]
fn one_window_plays_two_seats_beside_a_friend_online() {
    let kind = GameKind::Mehen;
    let plan = RoomPlan {
        players: 3,
        here: vec![0, 2],
        ..RoomPlan::default()
    };
    let (host, guest, dir) = played_to_a_fair_end(kind, "online-mix", plan);
    let (h, g) = (session(&host), session(&guest));
    assert_eq!((h.seat, g.seat), (Some(0), Some(1)));
    assert!(h.plays(2) && !g.plays(2) && !h.plays(1));
    assert_eq!(h.events, g.events);
    // Every seat played moves of its own, seat 2 from the host's window.
    for seat in 0..3 {
        assert!(
            h.events
                .iter()
                .any(|e| e.seat == seat && e.action.is_some()),
            "seat {seat} moved"
        );
    }
    let _ = std::fs::remove_dir_all(&dir);
}

/// A timed game: the server's clock runs out (a minute lasts a tenth of a second here), and both
/// tables end the game on time between turns, as the server did.
#[test]
fn a_timed_online_game_ends_on_the_servers_clock_at_both_tables() {
    let kind = GameKind::Mehen;
    let plan = RoomPlan {
        minutes: Some(3),
        ..RoomPlan::default()
    };
    let (host, guest, dir) = played_to_a_fair_end(kind, "online-timed", plan);
    for (who, app) in [("host", &host), ("guest", &guest)] {
        let s = session(app);
        assert_eq!(s.room.as_ref().unwrap().time_limit_minutes, Some(3));
        assert_eq!(
            s.events.last().and_then(|e| e.action.as_deref()),
            Some("time"),
            "{who}: the game ended on time"
        );
        let table = Screen::of(app.world());
        assert!(table.is_over(), "{who}");
        assert!(table.record().ended_by_time, "{who}");
    }
    let _ = std::fs::remove_dir_all(&dir);
}

/// A board of the host's own travels with the room: both tables play it, and each keeps the board
/// beside its finished record, which then opens.
#[test]
fn a_board_of_the_hosts_own_is_played_at_both_tables_and_its_record_opens() {
    let kind = GameKind::Mehen;
    let text = "Board(name: \"reed\", title: \"Reed snake\", description: \"Short.\", \
                layout: Spiral(spaces: 41, coils: 3.0, inner_radius: 1.4, clockwise: true))";
    let plan = RoomPlan {
        board: Some(("reed.board.ron".into(), text.into())),
        ..RoomPlan::default()
    };
    let (host, guest, dir) = played_to_a_fair_end(kind, "online-board", plan);
    for (who, app) in [("host", &host), ("guest", &guest)] {
        let end = session(app).ending.as_ref().expect("an end");
        let table = Screen::of(app.world());
        assert_eq!(table.game().board().head, 41, "{who}: the host's board");
        let saved = end.saved.clone().expect("the record is written");
        let beside = saved.with_file_name(format!(
            "{}.board.ron",
            saved.file_stem().unwrap().to_string_lossy()
        ));
        assert_eq!(std::fs::read_to_string(&beside).unwrap(), text, "{who}");
        let (_, opened) = mehen::systems::mehen::files::load_record(&saved)
            .unwrap_or_else(|e| panic!("{who}: the record opens: {e}"));
        assert_eq!(opened.board.head, 41, "{who}");
    }
    let _ = std::fs::remove_dir_all(&dir);
}

/// A computer seat at this screen keeps its own pace in an online race game, animations at their
/// usual speed (its pause was once restarted every frame, so it never threw).
#[test]
fn a_computer_seat_here_throws_and_moves_at_its_usual_pace_online() {
    let kind = GameKind::SenetKendall;
    let (mut host, mut guest, _, dir) = host_and_guest(kind, "online-pace");
    for app in [&mut host, &mut guest] {
        app.world_mut().resource_mut::<AnimSpeed>().0 = 1.0;
    }
    // Black (the guest, seat 1) moves first in Senet.
    let moved = |g: &App| {
        session(g)
            .events
            .iter()
            .any(|e| e.seat == 1 && e.action.is_some())
    };
    play_until(&mut host, &mut guest, kind, |_, g| moved(g));
    assert!(moved(&guest), "the guest's computer threw and moved");
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn two_game_apps_play_mehen_through_a_server() {
    play_online(GameKind::Mehen);
}

#[test]
fn two_game_apps_play_every_race_game_through_a_server() {
    for kind in [
        GameKind::SenetKendall,
        GameKind::SenetHouses,
        GameKind::Hyena,
        GameKind::FamilyMehen,
        GameKind::BakAmen,
    ] {
        play_online(kind);
    }
}
