//! The advanced rules and Team Mehen: each option on and off, in positions where it changes the verdict
//! (docs/rules/mehen.md, "Advanced rules"). Classic board; coil partners used here: 5-24, 24-40,
//! 54-43, 57-47.

use mehen::rules::mehen::position::Cell;
mod common;

use common::play;
use mehen::rules::mehen::record::Record;
use mehen::rules::mehen::{EndReason, Game, Illegal, Phase, Seat};

const A: Seat = Seat(0);
const B: Seat = Seat(1);
const C: Seat = Seat(2);
const D: Seat = Seat(3);

fn game(
    players: u8,
    options: &str,
    teams: Option<&str>,
    setup: &str,
    turns: &str,
) -> Result<Game, String> {
    common::game(players, options, teams, Some(setup), turns)
}

fn start(players: u8, options: &str, teams: Option<&str>, setup: &str) -> Game {
    game(players, options, teams, setup, "").unwrap()
}

// ---- Gated Blockades ------------------------------------------------------------------------

#[test]
fn gated_blockades_let_their_owner_slide_through() {
    // B5 and B24 touch only across coils: a gated blockade.
    let setup = "A2 A30 B3 B5 B24 B45 move:B";
    let off = start(2, "", None, setup);
    assert_eq!(
        play(&off, 2, "3+2 45+1").unwrap_err(),
        Illegal::EndsOnOccupied(5)
    );
    let on = start(2, "gated", None, setup);
    let after = play(&on, 2, "3+2 45+1").unwrap();
    assert_eq!(after.position().cell(6), Cell::Pawn(B));
}

#[test]
fn gated_blockades_still_block_opponents_and_linear_ones_block_all() {
    let on = start(2, "gated", None, "A2 A30 B5 B24 B45");
    assert_eq!(
        play(&on, 2, "2+3 30+1").unwrap_err(),
        Illegal::EndsOnOccupied(5)
    );
    // B25 joins along the body: no longer gated, so B's own pawn is blocked too.
    let on = start(2, "gated", None, "A30 A40 B3 B5 B24 B25 move:B");
    assert_eq!(
        play(&on, 2, "3+2 25+1").unwrap_err(),
        Illegal::EndsOnOccupied(5)
    );
}

#[test]
fn teammates_slide_through_each_other_s_gated_blockades() {
    let setup = "A3 A30 B10 C5 C24 D40";
    let teams = start(4, "", Some("AC BD"), setup);
    let after = play(&teams, 2, "3+2 30+1").unwrap();
    assert_eq!(after.position().cell(6), Cell::Pawn(A));
    // Without teams (and so without gated blockades) A is blocked.
    let plain = start(4, "gated", None, setup);
    assert_eq!(
        play(&plain, 2, "3+2 30+1").unwrap_err(),
        Illegal::EndsOnOccupied(5)
    );
}

// ---- The Push -------------------------------------------------------------------------------

#[test]
fn push_an_enclosed_pawn_touching_yours_across_coils() {
    // A5 touches B24 across coils; B24 is enclosed by A23 and A25.
    let setup = "A5 A23 A25 B24 B50";
    let on = start(2, "push", None, setup);
    let after = play(&on, 2, "!24+2 5+1").unwrap();
    // B24 steps onto A25 (alone), slides to 26, then walks to 27.
    assert_eq!(after.position().cell(27), Cell::Pawn(B));
    let off = start(2, "", None, setup);
    assert_eq!(play(&off, 2, "!24+2 5+1").unwrap_err(), Illegal::PushOff);
}

#[test]
fn push_needs_enclosure_and_no_blockade_across_coils() {
    let on = start(2, "push", None, "A5 A25 B24 B50");
    assert!(matches!(
        play(&on, 2, "!24+2 5+1").unwrap_err(),
        Illegal::NotPushable { why, .. } if why.contains("not enclosed")
    ));
    let on = start(2, "push", None, "A5 A23 A25 B24 B40");
    assert!(matches!(
        play(&on, 2, "!24+2 5+1").unwrap_err(),
        Illegal::NotPushable { why, .. } if why.contains("across coils")
    ));
    // A linear blockade enclosed at both ends can be pushed apart.
    let on = start(2, "push", None, "A5 A22 A25 B23 B24 B50");
    let after = play(&on, 2, "!24+2 5+1").unwrap();
    assert_eq!(after.position().cell(24), Cell::Empty);
}

#[test]
fn a_pushed_pawn_never_meets_a_lion() {
    let on = start(2, "push", None, "A5 A23 A25 B24 B50 L26");
    assert_eq!(
        play(&on, 2, "!24+2 5+1").unwrap_err(),
        Illegal::PushPastLion(26)
    );
    assert_eq!(
        play(&on, 2, "!24+3 5+1").unwrap_err(),
        Illegal::PushPastLion(26)
    );
}

#[test]
fn teammates_push_with_touch_alone() {
    let teams = start(4, "", Some("AC BD"), "A5 C24 B50 D51");
    let after = play(&teams, 1, "!24+1 5+1").unwrap();
    assert_eq!(after.position().cell(25), Cell::Pawn(C));
    // An opponent in the same spot is not enclosed.
    let teams = start(4, "", Some("AC BD"), "A5 B24 C50 D51");
    assert!(play(&teams, 1, "!24+1 5+1").is_err());
}

// ---- Lions Unleashed ------------------------------------------------------------------------

#[test]
fn unleashed_lions_jump_from_the_three_outermost_inner_spaces() {
    let setup = "A30 A31 B20 L54 L57";
    let off = start(2, "", None, setup);
    assert_eq!(
        play(&off, 3, "L54^43 L57-1").unwrap_err(),
        Illegal::JumpFromInner(54)
    );
    let on = start(2, "unleashed", None, setup);
    let after = play(&on, 3, "L54^43 L57-1").unwrap();
    assert_eq!(after.position().cell(43), Cell::Lion);
    assert_eq!(
        play(&on, 3, "L57^47 L54-1").unwrap_err(),
        Illegal::JumpFromInner(57)
    );
}

// ---- Tickling the Tongue --------------------------------------------------------------------

#[test]
fn tickling_the_tongue_throws_once_more_with_a_pawn_in_the_head() {
    let setup = "AH A10 A20 B30";
    let on = game(2, "tickle", None, setup, "1. A 1: 10+1 20+1 | 2\n").unwrap();
    assert_eq!(on.to_move(), Some(B));
    assert_eq!(on.position().stirs, 0, "a plain extra throw does nothing");
    // A Mehen extra throw stirs: the head pawn is enlightened; nobody moves after it.
    let on = game(2, "tickle", None, setup, "1. A 1: 10+1 20+1 | 0\n").unwrap();
    assert_eq!(on.position().enlightened[0], 1);
    assert_eq!(on.position().stirs, 1);
    assert_eq!(on.phase(), Phase::Throw { after_mehen: false });
    assert_eq!(on.to_move(), Some(B));
    // The extra throw must be written, and only when due.
    let missing = game(2, "tickle", None, setup, "1. A 1: 10+1 20+1\n").unwrap_err();
    assert!(missing.contains("Tickling the Tongue"), "{missing}");
    let off = game(2, "", None, setup, "1. A 1: 10+1 20+1 | 2\n").unwrap_err();
    assert!(off.contains("no extra throw"), "{off}");
}

// ---- Tie Breaker ----------------------------------------------------------------------------

#[test]
fn tie_breaker_plays_on_until_one_leads() {
    let setup = "AE2 AH BE2 BH C10 C40";
    let off = game(3, "", None, setup, "1. A 0\n").unwrap();
    let o = off.outcome().unwrap();
    assert!(o.is_tie());
    let on = game(3, "tiebreak", None, setup, "1. A 0 1: -\n").unwrap();
    assert!(!on.is_over());
    assert_eq!(on.position().enlightened[..2], [3, 3]);
    // Play on: B's pawn pulled from 58 to 60 walks into the head, and C's Mehen throw breaks the tie.
    let g = game(
        3,
        "tiebreak",
        None,
        "AE2 AH BE2 BH B58 C10 C40",
        "1. A 0 1: -\n2. B 1: 60+1 T+1\n3. C 0\n",
    )
    .unwrap();
    let o = g.outcome().unwrap();
    assert_eq!(
        (o.reason, o.winners().collect::<Vec<_>>()),
        (EndReason::Enlightened, vec![B])
    );
}

// ---- Radical Elimination --------------------------------------------------------------------

#[test]
fn radical_elimination_skips_players_without_pawns() {
    let setup = "AE1 AD5 B10 B20 C30 C40 L50 L51 move:C";
    let on = game(3, "radical", None, setup, "1. C 1: 30+1 40+1\n").unwrap();
    assert_eq!(on.to_move(), Some(B));
    let off = game(3, "", None, setup, "1. C 1: 30+1 40+1\n").unwrap();
    assert_eq!(off.to_move(), Some(A));
}

// ---- Team Mehen -----------------------------------------------------------------------------

#[test]
fn a_team_wins_on_its_members_combined_enlightened_pawns() {
    let g = game(4, "", Some("AC BD"), "AE2 CH B10 D20", "1. A 0\n").unwrap();
    let o = g.outcome().unwrap();
    assert_eq!(o.winners().collect::<Vec<_>>(), vec![A, C]);
    assert!(!o.is_tie());
    let g = game(4, "", Some("AC BD"), "AE2 CH BE2 DH DH", "1. A 4\n").unwrap();
    assert_eq!(
        g.outcome().unwrap().winners().collect::<Vec<_>>(),
        vec![B, D]
    );
}

#[test]
fn team_games_force_gated_and_push_and_check_seating() {
    let g = start(4, "", Some("AC BD"), "A5 B50 C51 D52");
    assert!(g.rules().options.gated && g.rules().options.push);
    let bad = game(4, "", Some("AB CD"), "A5", "").unwrap_err();
    assert!(bad.contains("one after the other"), "{bad}");
    let bad = game(3, "", Some("AC B"), "A5", "").unwrap_err();
    assert!(bad.contains("4 players in 2 teams"), "{bad}");
}

#[test]
fn team_time_limit_sums_the_members() {
    let mut g = start(4, "", Some("AC BD"), "AE1 CE1 BE2 A10 C20 B30");
    g.end_by_time(&mut ());
    // 2 against 2 enlightened; 2 against 1 on the board.
    assert_eq!(
        g.outcome().unwrap().winners().collect::<Vec<_>>(),
        vec![A, C]
    );
    let mut g = start(4, "", Some("AC BD"), "AE1 CE1 BE2 A10 C20 B30 D40 D41");
    g.end_by_time(&mut ());
    assert_eq!(
        g.outcome().unwrap().winners().collect::<Vec<_>>(),
        vec![B, D]
    );
    let _ = D;
}

#[test]
fn options_and_teams_in_records_are_checked() {
    let e = game(2, "gated fast", None, "A5", "").unwrap_err();
    assert!(e.contains("`fast` is not a Mehen option"), "{e}");
    let written = Record::new(
        "classic",
        4,
        start(4, "tickle", Some("AC BD"), "A5").rules(),
    )
    .to_string();
    assert!(
        written.contains("[Options \"gated push tickle\"]")
            && written.contains("[Teams \"AC BD\"]"),
        "{written}"
    );
}
