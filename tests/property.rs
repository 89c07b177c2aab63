//! Properties over 10,000 random games (2-6 players, both built-in boards, a random set of advanced
//! rules in each, Team Mehen in some 4- and 6-player games), each replayed from its written record with
//! every event checked:
//! - pieces are conserved (board + tail + head + Barque + devoured = 6 per seat; every lion somewhere),
//!   which also proves no two pieces ever share a space: a space holds one piece, so a second one
//!   arriving would vanish from the count;
//! - pawns only move toward the head (steps, slides, jumps and pulls all go to higher spaces) and
//!   lions only toward the tail;
//! - every game ends on its own (none reaches the turn cap);
//! - the same seed gives the byte-identical record, and every record replays legal to the same end.

use mehen::rules::mehen::record::{Record, play_turn};
use mehen::rules::mehen::{
    Action, Board, EndReason, Event, Game, Options, PieceMove, Rules, Teams,
};
use mehen::sim::random_game;
use proptest::prelude::*;
use std::sync::Arc;

const GAMES: u64 = 10_000;
const CAP: u32 = 20_000;

/// The rules of random game `i`: each option on in about half the games, teams in a third of the
/// 4- and 6-player games, and the base rules alone in every eighth game.
fn rules_for(i: u64, players: u8) -> Rules {
    let bits = i.wrapping_mul(0x9E37_79B9_7F4A_7C15) >> 32;
    if bits.is_multiple_of(8) {
        return Rules::default();
    }
    let words: Vec<&str> = Options::KEYWORDS
        .iter()
        .enumerate()
        .filter(|(k, _)| bits >> (k + 3) & 1 == 1)
        .map(|(_, w)| *w)
        .collect();
    let options = Options::parse(&words.join(" ")).unwrap();
    let teams = match (players, bits >> 10 & 3) {
        (4, 0) => Some(Teams::parse("AC BD", 4).unwrap()),
        (6, 0) => Some(Teams::parse("AD BE CF", 6).unwrap()),
        _ => None,
    };
    Rules::new(options, teams)
}

fn check_events(events: &[Event], context: &str) {
    for e in events {
        match *e {
            Event::Stepped { from, to, .. }
            | Event::Slid { from, to, .. }
            | Event::Jumped { from, to, .. }
            | Event::Pulled { from, to, .. } => {
                assert!(to > from, "{context}: pawn moved backwards in {e:?}");
            }
            Event::LionMoved {
                from, to: Some(to), ..
            } => {
                assert!(to < from, "{context}: lion moved inward in {e:?}");
            }
            _ => {}
        }
    }
}

#[test]
fn ten_thousand_random_games_keep_every_invariant() {
    let boards = [
        ("classic", Arc::new(Board::builtin("classic").unwrap())),
        ("great", Arc::new(Board::builtin("great").unwrap())),
    ];
    let mut reasons = [0u32; 4];
    for i in 0..GAMES {
        let players = 2 + (i % 5) as u8;
        let (tag, board) = &boards[(i / 5 % 2) as usize];
        let rules = rules_for(i, players);
        let rg = random_game(board.clone(), tag, players, rules, 2026, i, CAP);
        let outcome = rg.game.outcome().expect("the game ended");
        assert_ne!(
            outcome.reason,
            EndReason::Time,
            "game {i} hit the cap of {CAP} turns"
        );
        reasons[outcome.reason as usize] += 1;

        let text = rg.record.to_string();
        if i % 20 == 0 {
            let again = random_game(board.clone(), tag, players, rules, 2026, i, CAP);
            assert_eq!(
                again.record.to_string(),
                text,
                "game {i} is not deterministic"
            );
        }
        let record = Record::parse(&text).unwrap_or_else(|e| panic!("game {i}: {e}\n{text}"));
        let (board, players, replay_rules) = record.setup(Some(&text)).unwrap();
        assert_eq!(
            replay_rules,
            rg.game.rules().clone(),
            "game {i}: the record's tags lose rules"
        );
        let mut game = Game::with_rules(board, players, replay_rules).unwrap();
        let mut events = Vec::new();
        for turn in &record.turns {
            events.clear();
            play_turn(&mut game, turn, &mut events)
                .unwrap_or_else(|e| panic!("game {i}: {e}\n{text}"));
            let context = format!("game {i} turn {}", turn.number);
            check_events(&events, &context);
            game.position()
                .check_conservation()
                .unwrap_or_else(|e| panic!("{context}: {e}"));
        }
        assert_eq!(
            game.position(),
            rg.game.position(),
            "game {i}: replay differs"
        );
        assert_eq!(
            game.outcome(),
            rg.game.outcome(),
            "game {i}: outcome differs"
        );
    }
    // Random play reaches the natural endings.
    assert!(reasons[EndReason::Enlightened as usize] > 0, "{reasons:?}");
    assert!(reasons[EndReason::Eliminated as usize] > 0, "{reasons:?}");
}

fn piece_move() -> impl Strategy<Value = PieceMove> {
    let space = 1u8..=250;
    let points = 1u8..=12;
    prop_oneof![
        (proptest::option::of(space.clone()), points.clone())
            .prop_map(|(from, points)| PieceMove::PawnWalk { from, points }),
        (space.clone(), space.clone()).prop_map(|(from, to)| PieceMove::PawnJump { from, to }),
        (
            space.clone(),
            points,
            any::<bool>(),
            proptest::option::of(space.clone())
        )
            .prop_map(|(from, points, sprint, bonus)| PieceMove::LionWalk {
                from,
                points,
                sprint,
                bonus
            }),
        (space.clone(), space, any::<bool>()).prop_map(|(from, to, sprint)| PieceMove::LionJump {
            from,
            to,
            sprint
        }),
    ]
}

proptest! {
    #[test]
    fn notation_round_trips(first in proptest::option::of(piece_move()), second in proptest::option::of(piece_move())) {
        let action = Action { first, second: first.and(second) };
        let text = action.to_string();
        prop_assert_eq!(text.parse::<Action>().unwrap(), action);
    }

    #[test]
    fn record_parser_never_panics(text in "\\PC{0,200}") {
        let _ = Record::parse(&text);
    }

    #[test]
    fn turn_lines_never_panic(line in "[0-9]{1,3}\\. [A-G] [0-5 ]{1,6}(: [-LT0-9+^*> ]{0,20})?") {
        let text = format!("[Game \"mehen\"]\n[Players \"3\"]\n{line}\n");
        if let Ok(r) = Record::parse(&text) {
            let _ = r.replay(Some(&text));
        }
    }
}
