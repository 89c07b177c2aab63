//! Mehen records on the command line: reading and replaying them, the position as JSON and in
//! words, and the playout statistics.

use super::failure::{Failure, malformed};
use crate::rules::mehen::position::Cell;
use crate::rules::mehen::record::{Record, ReplayError};
use crate::rules::mehen::{Game, Seat};
use crate::sim::SimStats;
use serde::Serialize;
use std::collections::BTreeMap;
use std::path::Path;

/// Reads and replays a record file; errors carry the file name and the right exit code.
pub fn load_record(path: &Path) -> Result<(Record, Game), Failure> {
    load_record_with(path, None, None)
}

/// Like [`load_record`]; `options` and `teams` fill in tags the record lacks, and must agree with tags
/// it has.
pub fn load_record_with(
    path: &Path,
    options: Option<&str>,
    teams: Option<&str>,
) -> Result<(Record, Game), Failure> {
    let file = path.display();
    let text = crate::persist::read_text(path).map_err(|e| malformed(e.to_string()))?;
    let mut record = Record::parse(&text).map_err(|e| malformed(format!("{file}:{e}")))?;
    for (tag, flag, value) in [
        ("Options", "--options", options),
        ("Teams", "--teams", teams),
    ] {
        let Some(value) = value else { continue };
        match record.tag(tag) {
            Some(v) if v.trim() == value.trim() => {}
            Some(v) if !v.trim().is_empty() => {
                return Err(malformed(format!(
                    "{file}: the record says [{tag} \"{v}\"] but {flag} says \"{value}\""
                )));
            }
            _ => record.set_tag(tag, value),
        }
    }
    let game = record.replay(Some(&text)).map_err(|e| match e {
        ReplayError::Syntax(e) => malformed(format!("{file}:{e}")),
        ReplayError::Board(e) => malformed(format!("{file}: board: {e}")),
        ReplayError::Illegal { line, reason } => Failure {
            code: 1,
            message: format!("{file}:{line}: illegal: {reason}"),
        },
    })?;
    Ok((record, game))
}

#[derive(Serialize)]
struct LionsJson {
    on_board: Vec<u16>,
    reserve: u8,
    first_lion: &'static str,
}

#[derive(Serialize)]
struct SeatJson {
    tail: u8,
    board: Vec<u16>,
    enlightened: u8,
    devoured: u8,
}

#[derive(Serialize)]
pub(super) struct PositionJson {
    game: &'static str,
    board: String,
    #[serde(skip_serializing_if = "Option::is_none")]
    teams: Option<Vec<Vec<String>>>,
    head: u16,
    to_move: Option<String>,
    over: bool,
    winners: Vec<String>,
    stirs: u16,
    lions: LionsJson,
    seats: BTreeMap<String, SeatJson>,
}

pub(super) fn position_json(game: &Game) -> PositionJson {
    let pos = game.position();
    let head = game.board().head;
    let mut seats = BTreeMap::new();
    for i in 0..pos.players {
        let seat = Seat(i);
        let mut board: Vec<u16> = pos.pawns_of(seat).map(u16::from).collect();
        board.extend(std::iter::repeat_n(
            head as u16,
            pos.head_pawns[seat.index()] as usize,
        ));
        seats.insert(
            seat.to_string(),
            SeatJson {
                tail: pos.tail[seat.index()],
                board,
                enlightened: pos.enlightened[seat.index()],
                devoured: pos.devoured[seat.index()],
            },
        );
    }
    PositionJson {
        game: "mehen",
        board: game.board().name.clone(),
        teams: game.rules().teams.map(|t| {
            (0..t.count())
                .map(|i| t.members(i).map(|s| s.to_string()).collect())
                .collect()
        }),
        head: head as u16,
        to_move: game.to_move().map(|s| s.to_string()),
        over: game.is_over(),
        winners: game
            .outcome()
            .map(|o| o.winners().map(|s| s.to_string()).collect())
            .unwrap_or_default(),
        stirs: pos.stirs,
        lions: LionsJson {
            on_board: pos.lions().map(u16::from).collect(),
            reserve: pos.lion_reserve,
            first_lion: pos.first_lion.name(),
        },
        seats,
    }
}

/// The final position in words.
pub fn describe(game: &Game) -> String {
    use std::fmt::Write;
    let pos = game.position();
    let board = game.board();
    let mut s = String::new();
    let _ = writeln!(
        s,
        "board {} ({} spaces, head {})",
        board.name, board.head, board.head
    );
    for i in 0..pos.players {
        let seat = Seat(i);
        let spaces: Vec<String> = pos.pawns_of(seat).map(|s| s.to_string()).collect();
        let _ = writeln!(
            s,
            "{seat}: tail {}, board [{}], head {}, enlightened {}, devoured {}",
            pos.tail[seat.index()],
            spaces.join(" "),
            pos.head_pawns[seat.index()],
            pos.enlightened[seat.index()],
            pos.devoured[seat.index()],
        );
    }
    let lions: Vec<String> = pos.lions().map(|s| s.to_string()).collect();
    let _ = writeln!(
        s,
        "lions on board [{}], reserve {}, first lion {}; stirs {}",
        lions.join(" "),
        pos.lion_reserve,
        pos.first_lion.name(),
        pos.stirs
    );
    match (game.outcome(), game.to_move()) {
        (Some(o), _) => {
            let w: Vec<String> = o.winners().map(|s| s.to_string()).collect();
            let _ = writeln!(
                s,
                "game over ({}): {} {}",
                o.reason.name(),
                if o.is_tie() { "tie between" } else { "winner" },
                w.join(" ")
            );
        }
        (None, Some(seat)) => {
            let _ = writeln!(s, "{seat} to move (turn {})", game.turns() + 1);
        }
        (None, None) => {}
    }
    // Keep the board diagram short: one line of occupied spaces.
    let occupied: Vec<String> = (1..board.head)
        .filter_map(|sp| match pos.cell(sp) {
            Cell::Empty => None,
            Cell::Lion => Some(format!("{sp}:L")),
            Cell::Pawn(seat) => Some(format!("{sp}:{seat}")),
        })
        .collect();
    let _ = writeln!(s, "spaces: {}", occupied.join(" "));
    s
}

pub(super) fn sim_text(s: &SimStats, players: u8) -> String {
    let wins: Vec<String> = match (&s.teams, &s.team_wins) {
        (Some(teams), Some(team_wins)) => teams
            .iter()
            .zip(team_wins)
            .map(|(t, w)| format!("{} {w}", t.concat()))
            .collect(),
        _ => (0..players as usize)
            .map(|i| format!("{} {}", Seat(i as u8), s.wins.get(i).copied().unwrap_or(0)))
            .collect(),
    };
    format!(
        "games {}\nseconds {:.3}\ngames per second {:.1}\nmean turns {:.1}\nmean stirs {:.2}\nmean devoured {:.2}\nmean enlightened {:.2}\nwins {}\nties {}\nstopped by the turn cap {}\n",
        s.games,
        s.seconds,
        s.games_per_second,
        s.mean_turns,
        s.mean_stirs,
        s.mean_devoured,
        s.mean_enlightened,
        wins.join(", "),
        s.ties,
        s.capped
    )
}
