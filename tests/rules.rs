//! One test per rule of the seed and per interpretation in docs/rules/mehen.md. Positions come from
//! scripted records (a `[Setup]` tag and/or turns); the classic board is used throughout:
//! head 61, inner coil from 54; coil partners used here: 1-20, 1-21, 5-24, 24-39, 24-40, 22-37,
//! 26-41, 45-55, 46-55.

use mehen::rules::mehen::position::Cell;
use mehen::rules::mehen::record::Record;
mod common;

use common::{play, thrown};
use mehen::rules::mehen::{Action, EndReason, FirstLion, Game, Illegal, Phase, Seat};

const A: Seat = Seat(0);
const B: Seat = Seat(1);
const C: Seat = Seat(2);

fn record(players: u8, setup: Option<&str>, turns: &str) -> Game {
    common::game(players, "", None, setup, turns).unwrap_or_else(|e| panic!("{e}"))
}

fn start(players: u8, setup: &str) -> Game {
    record(players, Some(setup), "")
}

fn ok(g: &Game, flats: u8, action: &str) -> Game {
    play(g, flats, action).unwrap_or_else(|e| panic!("{action} should be legal: {e}"))
}

fn cell(g: &Game, s: u8) -> Cell {
    g.position().cell(s)
}

// ---- setup, sticks, turn order -------------------------------------------------------------

#[test]
fn setup_six_pawns_each_and_a_lion_per_player() {
    for players in 2..=6 {
        let g = record(players, None, "");
        let pos = g.position();
        for i in 0..players as usize {
            assert_eq!(pos.tail[i], 6);
        }
        assert_eq!(pos.lion_reserve, players);
        assert_eq!(pos.first_lion, FirstLion::Reserve);
        assert_eq!(g.to_move(), Some(A));
    }
    let board = std::sync::Arc::new(mehen::rules::mehen::Board::builtin("classic").unwrap());
    assert!(Game::new(board.clone(), 1).is_err());
    assert!(Game::new(board, 7).is_err());
}

#[test]
fn turns_pass_in_seat_order() {
    let g = record(3, None, "1. A 3: T+6\n2. B 2: T+4\n3. C 1: T+2\n");
    assert_eq!(g.to_move(), Some(A));
    assert_eq!(cell(&g, 6), Cell::Pawn(A));
    assert_eq!(cell(&g, 4), Cell::Pawn(B));
    assert_eq!(cell(&g, 2), Cell::Pawn(C));
}

// ---- apportioning, forfeiting, the single-piece exceptions ----------------------------------

#[test]
fn points_are_apportioned_between_two_pieces() {
    let g = start(2, "A5 A10 B40");
    let after = ok(&g, 3, "5+2 10+4");
    assert_eq!(cell(&after, 7), Cell::Pawn(A));
    assert_eq!(cell(&after, 14), Cell::Pawn(A));
    assert_eq!(
        play(&g, 3, "5+4 10+4").unwrap_err(),
        Illegal::NotEnoughPoints { need: 4, have: 2 }
    );
}

#[test]
fn points_may_be_forfeited_while_two_pieces_move_or_the_whole_move() {
    let g = start(2, "A5 A10 B40");
    ok(&g, 3, "5+1 10+1");
    let passed = ok(&g, 3, "-");
    assert_eq!(
        passed.position().pawns_of(A).collect::<Vec<_>>(),
        vec![5, 10]
    );
}

#[test]
fn a_single_piece_may_not_move_alone() {
    let g = start(2, "A5 A10 B40");
    assert_eq!(play(&g, 3, "5+2").unwrap_err(), Illegal::NeedTwoPieces);
}

#[test]
fn first_turn_one_pawn_takes_up_to_all_points() {
    let g = record(2, None, "");
    let after = ok(&g, 3, "T+6");
    assert_eq!(cell(&after, 6), Cell::Pawn(A));
    ok(&g, 3, "T+3");
    // The exception lasts one turn: A's second turn with one pawn on the board and five at the tail.
    let g = record(2, None, "1. A 3: T+6\n2. B 1: T+2\n");
    assert_eq!(play(&g, 1, "6+2").unwrap_err(), Illegal::NeedTwoPieces);
    ok(&g, 1, "6+1 T+1");
}

#[test]
fn only_one_pawn_enters_per_turn() {
    let g = start(2, "A5 B40");
    assert_eq!(play(&g, 2, "T+2 T+2").unwrap_err(), Illegal::TwoEntries);
    ok(&g, 2, "T+2 5+2");
    // Also on the first turn.
    let g = record(2, None, "");
    assert_eq!(play(&g, 2, "T+2 T+2").unwrap_err(), Illegal::TwoEntries);
}

#[test]
fn entering_costs_one_point_onto_space_one() {
    let g = start(2, "A5 B40");
    let after = ok(&g, 1, "T+1 5+1");
    assert_eq!(cell(&after, 1), Cell::Pawn(A));
}

#[test]
fn two_or_three_players_enter_at_the_teeth_on_the_great_board() {
    for (players, entry) in [(2u8, 20u8), (3, 20), (4, 1)] {
        let text =
            format!("[Game \"mehen\"]\n[Board \"great\"]\n[Players \"{players}\"]\n1. A 1: T+1\n");
        let g = Record::parse(&text).unwrap().replay(Some(&text)).unwrap();
        assert_eq!(g.position().cell(entry), Cell::Pawn(A), "{players} players");
    }
}

#[test]
fn the_same_piece_cannot_move_twice() {
    let g = start(2, "A5 A10 B40");
    assert_eq!(play(&g, 2, "5+2 7+2").unwrap_err(), Illegal::SamePiece);
}

// ---- moving through pieces, ending on empty spaces ------------------------------------------

#[test]
fn pawns_pass_blockades_and_end_only_on_empty_spaces() {
    let g = start(2, "A5 A20 B6 B7");
    let after = ok(&g, 3, "5+3 20+1");
    assert_eq!(cell(&after, 8), Cell::Pawn(A));
    assert_eq!(
        play(&g, 2, "5+2 20+1").unwrap_err(),
        Illegal::EndsOnOccupied(7)
    );
}

#[test]
fn pawns_never_move_backwards() {
    // There is no notation for a backward pawn move, and jumps only go inward.
    assert!("12-2".parse::<Action>().is_err());
    let g = start(2, "A24 A30 B50");
    assert_eq!(
        play(&g, 3, "24^5 30+1").unwrap_err(),
        Illegal::JumpDirection
    );
}

// ---- slides ---------------------------------------------------------------------------------

#[test]
fn landing_on_an_unblockaded_pawn_slides_to_the_next_free_space() {
    let g = start(2, "A5 A30 B6");
    let after = ok(&g, 1, "5+1 30+1");
    assert_eq!(cell(&after, 7), Cell::Pawn(A));
    assert_eq!(cell(&after, 6), Cell::Pawn(B));
}

#[test]
fn several_slides_in_one_move_and_points_continue_after_a_slide() {
    // A5 lands on B6, slides to 7, pays 1 to step onto its own lone pawn on 8, slides to 9.
    let g = start(2, "A5 A8 A30 B6");
    let after = ok(&g, 2, "5+2 30+1");
    assert_eq!(cell(&after, 9), Cell::Pawn(A));
    assert_eq!(cell(&after, 8), Cell::Pawn(A));
}

#[test]
fn a_slide_stops_at_a_blockade_and_points_carry_the_pawn_past_it() {
    let g = start(3, "A5 A30 B6 C7 C8 move:A");
    // 1 point: onto B6, slide stops on C7 (blockade) with nothing left: illegal.
    assert_eq!(
        play(&g, 1, "5+1 30+1").unwrap_err(),
        Illegal::EndsOnOccupied(7)
    );
    // 2 points: the second is spent passing C7 onto C8, still a blockade pawn: illegal.
    assert_eq!(
        play(&g, 2, "5+2 30+1").unwrap_err(),
        Illegal::EndsOnOccupied(8)
    );
    // 3 points: past both blockade pawns to 9.
    let after = ok(&g, 2, "5+3 30+1");
    assert_eq!(cell(&after, 9), Cell::Pawn(A));
}

#[test]
fn own_pawns_slide_and_own_blockades_block() {
    let g = start(2, "A5 A6 A7 A30 B50");
    // A6 and A7 are a blockade: A5 cannot slide over them.
    assert_eq!(
        play(&g, 1, "5+1 30+1").unwrap_err(),
        Illegal::EndsOnOccupied(6)
    );
    let after = ok(&g, 2, "5+3 30+1");
    assert_eq!(cell(&after, 8), Cell::Pawn(A));
}

#[test]
fn no_leapfrog_a_pawn_slid_over_cannot_be_slid_over_again() {
    let g = start(2, "A2 A4 A30 B5 B50");
    // A4 slides over B5 to 6; then A2 meets B5 (already slid over) and the sliding A4 on 6.
    assert_eq!(
        play(&g, 2, "4+1 2+3").unwrap_err(),
        Illegal::EndsOnOccupied(5)
    );
    assert_eq!(
        play(&g, 3, "4+1 2+4").unwrap_err(),
        Illegal::EndsOnOccupied(6)
    );
    let after = ok(&g, 3, "4+1 2+5");
    assert_eq!(cell(&after, 7), Cell::Pawn(A));
    // In the other order A2 slides over A4 and B5 freely, and steps on.
    let after = ok(&g, 2, "2+3 30+1");
    assert_eq!(cell(&after, 7), Cell::Pawn(A));
}

#[test]
fn no_leapfrog_a_pawn_that_jumped_cannot_be_slid_over() {
    // A5 jumps to 24; A23 then steps onto it and must pay to pass it.
    let g = start(2, "A5 A23 B50");
    assert_eq!(
        play(&g, 3, "5^24 23+1").unwrap_err(),
        Illegal::EndsOnOccupied(24)
    );
    // Without the jump, stepping onto a lone pawn slides.
    let g2 = start(2, "A24 A23 A45 B50");
    let after = ok(&g2, 1, "23+1 45+1");
    assert_eq!(cell(&after, 25), Cell::Pawn(A));
}

#[test]
fn a_pawn_passes_a_lion_but_never_ends_on_one() {
    let g = start(2, "A28 A40 B50 L30");
    let after = ok(&g, 2, "28+3 40+1");
    assert_eq!(cell(&after, 31), Cell::Pawn(A));
    assert_eq!(
        play(&g, 1, "28+2").unwrap_err(),
        Illegal::EndsOnOccupied(30)
    );
}

#[test]
fn a_slide_carries_a_pawn_past_a_lion_to_the_next_free_space() {
    // A lion's space is neither a free space nor a blockade pawn: the slide goes on past it.
    let g = start(2, "A28 A40 B29 B50 L30");
    let after = ok(&g, 1, "28+1 40+1");
    assert_eq!(cell(&after, 31), Cell::Pawn(A));
    assert_eq!(
        cell(&after, 30),
        Cell::Lion,
        "passing a lion does not devour"
    );
    assert_eq!(cell(&after, 29), Cell::Pawn(B));
    // Points left after the slide are walked on from there.
    let after = ok(&g, 2, "28+2 40+1");
    assert_eq!(cell(&after, 32), Cell::Pawn(A));
    // Past the lion the slide goes on over further lone pawns...
    let g = start(2, "A28 A40 B29 L30 B31 B50");
    let after = ok(&g, 1, "28+1 40+1");
    assert_eq!(cell(&after, 32), Cell::Pawn(A));
    // ...and stops at a blockade pawn beyond it, where the pawn may not end.
    let g = start(2, "A28 A40 B29 L30 B31 B32 B50");
    assert_eq!(
        play(&g, 1, "28+1 40+1").unwrap_err(),
        Illegal::EndsOnOccupied(31)
    );
    // A walk (no slide) that meets a lion still pays to pass it.
    let g = start(2, "A29 A40 B50 L30");
    assert_eq!(
        play(&g, 1, "29+1 40+1").unwrap_err(),
        Illegal::EndsOnOccupied(30)
    );
}

// ---- blockades ------------------------------------------------------------------------------

#[test]
fn blockades_linear_across_coils_and_hybrid_protect_from_lions() {
    // Linear: A10 A11. Lion on 12 cannot land on 11.
    let g = start(2, "A10 A11 B50 L12 L40");
    assert_eq!(
        play(&g, 1, "L12-1 L40-1").unwrap_err(),
        Illegal::Blockaded(11)
    );
    // Across coils: A5 and A24 touch.
    let g = start(2, "A5 A24 B50 L26 L40");
    assert_eq!(
        play(&g, 2, "L26-2 L40-1").unwrap_err(),
        Illegal::Blockaded(24)
    );
    // Hybrid: A5 A24 A25.
    let g = start(2, "A5 A24 A25 B50 L26 L40");
    assert_eq!(
        play(&g, 1, "L26-1 L40-1").unwrap_err(),
        Illegal::Blockaded(25)
    );
    // A lone pawn is devoured.
    let g = start(2, "A11 A30 B50 L12 L40");
    let after = ok(&g, 1, "L12-1 L40-1");
    assert_eq!(cell(&after, 11), Cell::Lion);
    assert_eq!(after.position().devoured[0], 1);
}

#[test]
fn the_head_takes_no_part_in_blockades() {
    // A60 beside the head, with A in the head too: still alone, so a lion coming off the head devours it.
    let g = start(2, "AH A60 A30 B20 LH L40");
    let after = ok(&g, 1, "L61-1 L40-1");
    assert_eq!(cell(&after, 60), Cell::Lion);
    assert_eq!(after.position().devoured[0], 1);
}

// ---- jumps ----------------------------------------------------------------------------------

#[test]
fn a_jump_costs_five_points_and_goes_to_a_touching_space() {
    let g = start(2, "A5 A30 B50");
    let after = ok(&g, 3, "5^24 30+1");
    assert_eq!(cell(&after, 24), Cell::Pawn(A));
    assert_eq!(
        play(&g, 2, "5^24 30+1").unwrap_err(),
        Illegal::NotEnoughPoints { need: 5, have: 4 }
    );
    assert_eq!(
        play(&g, 3, "5^25 30+1").unwrap_err(),
        Illegal::NotTouching { from: 5, to: 25 }
    );
}

#[test]
fn the_jumper_chooses_among_touching_spaces() {
    let g = start(2, "A1 A30 B50");
    ok(&g, 3, "1^20 30+1");
    ok(&g, 3, "1^21 30+1");
}

#[test]
fn a_jump_must_be_the_first_piece_moved() {
    let g = start(2, "A5 A30 B50");
    assert_eq!(play(&g, 3, "30+1 5^24").unwrap_err(), Illegal::JumpNotFirst);
}

#[test]
fn a_second_move_of_the_piece_that_moved_is_refused_as_the_same_piece_even_a_jump() {
    // The reason a player hears: that piece already moved, not that jumps come first.
    let g = start(2, "A5 A30 B50");
    assert_eq!(play(&g, 3, "5+1 6^24").unwrap_err(), Illegal::SamePiece);
}

#[test]
fn no_jumps_from_the_inner_coil() {
    let g = start(2, "A45 A55 B20");
    assert_eq!(
        play(&g, 3, "55^46 45+1").unwrap_err(),
        Illegal::JumpFromInner(55)
    );
    let g = start(2, "A45 A54 B20 L55 L30");
    assert_eq!(
        play(&g, 3, "L55^45 45+1").unwrap_err(),
        Illegal::JumpFromInner(55)
    );
}

#[test]
fn a_jump_is_the_whole_move_of_its_piece() {
    // 6 points: the jump takes 5; the last point can only go to a second piece (or be forfeited).
    let g = start(2, "A5 A30 B50");
    let mut actions = Vec::new();
    thrown(&g, 3).legal_actions(&mut actions);
    let jumps: Vec<String> = actions
        .iter()
        .filter(|a| a.first.is_some_and(|m| m.is_jump()))
        .map(|a| a.to_string())
        .collect();
    assert!(jumps.iter().all(|j| j.contains(' ')), "{jumps:?}");
    assert!(jumps.contains(&"5^24 30+1".to_string()));
}

#[test]
fn a_jump_onto_an_unblockaded_pawn_slides() {
    let g = start(2, "A5 A30 B24 B50");
    let after = ok(&g, 3, "5^24 30+1");
    assert_eq!(cell(&after, 25), Cell::Pawn(A));
    let g = start(2, "A5 A30 B24 B25");
    assert_eq!(
        play(&g, 3, "5^24 30+1").unwrap_err(),
        Illegal::EndsOnOccupied(24)
    );
}

// ---- Mehen's head ---------------------------------------------------------------------------

#[test]
fn the_head_holds_any_number_of_pieces_and_needs_an_exact_count() {
    // A59 steps onto its own lone pawn on 60 and slides into the head; then A60 steps in.
    let g = start(2, "A59 A60 B20 LH");
    let after = ok(&g, 1, "59+1 60+1");
    assert_eq!(after.position().head_pawns[0], 2);
    assert_eq!(after.position().head_lions, 1);
    let g = start(2, "A58 A40 B20");
    assert_eq!(play(&g, 2, "58+4 40+1").unwrap_err(), Illegal::PastHead(1));
    ok(&g, 2, "58+3 40+1");
}

#[test]
fn pawns_in_the_head_do_not_move() {
    let g = start(2, "AH A20 B30");
    assert_eq!(play(&g, 1, "61+1 20+1").unwrap_err(), Illegal::PawnInHead);
}

// ---- the Mehen stir -------------------------------------------------------------------------

#[test]
fn the_first_lion_goes_to_the_barque_the_indent_then_the_head() {
    let g = record(2, None, "1. A 0 0 0 1: T+2\n");
    let pos = g.position();
    assert_eq!(pos.stirs, 3);
    assert_eq!(pos.first_lion, FirstLion::Board);
    assert_eq!(pos.head_lions, 1);
    assert_eq!(pos.lion_reserve, 1);
    let g = record(2, None, "1. A 4 1: T+2\n");
    assert_eq!(g.position().first_lion, FirstLion::Barque);
    let g = record(2, None, "1. A 4 0 1: T+2\n");
    assert_eq!(g.position().first_lion, FirstLion::Indent);
    assert_eq!(g.position().head_lions, 0);
}

#[test]
fn head_pawns_are_enlightened_and_replaced_by_reserve_lions() {
    let g = start(3, "AH AH BH A10 B20 C30 first:board stirs:3 L40");
    let g = thrown(&g, 0);
    let pos = g.position();
    assert_eq!(pos.enlightened[0], 2);
    assert_eq!(pos.enlightened[1], 1);
    assert_eq!(pos.head_pawns[0], 0);
    // Two lions were in the reserve: two of the three pawns are replaced.
    assert_eq!(pos.head_lions, 2);
    assert_eq!(pos.lion_reserve, 0);
}

#[test]
fn reserve_lions_replace_pawns_before_the_first_lion_reaches_the_head() {
    let g = start(2, "AH A10 B20");
    let g = thrown(&g, 4);
    let pos = g.position();
    assert_eq!(pos.first_lion, FirstLion::Barque);
    assert_eq!(pos.enlightened[0], 1);
    assert_eq!(pos.head_lions, 1);
    assert_eq!(pos.lion_reserve, 0);
}

#[test]
fn the_stir_pulls_every_pawn_two_spaces_closest_first_through_blockades() {
    let g = start(2, "A10 B11 B12 A30 first:board stirs:3");
    let g = thrown(&g, 0);
    assert_eq!(cell(&g, 12), Cell::Pawn(A));
    assert_eq!(cell(&g, 13), Cell::Pawn(B));
    assert_eq!(cell(&g, 14), Cell::Pawn(B));
    assert_eq!(cell(&g, 32), Cell::Pawn(A));
}

#[test]
fn the_stir_devours_pawns_pulled_into_or_through_a_lion_or_into_the_head() {
    let g = start(2, "A10 A20 B59 B60 A40 L12 L21 first:board stirs:3");
    let g = thrown(&g, 0);
    let pos = g.position();
    assert_eq!(pos.devoured, [2, 2, 0, 0, 0, 0]);
    assert_eq!(cell(&g, 42), Cell::Pawn(A));
    assert_eq!(pos.head_pawns[1], 0);
}

#[test]
fn after_a_mehen_throw_the_seat_throws_again_and_may_not_move_lions() {
    let g = start(2, "A10 A20 B30 L40 L50");
    let g = thrown(&g, 4);
    assert_eq!(g.phase(), Phase::Throw { after_mehen: true });
    assert_eq!(
        play(&g, 1, "L40-1 10+1").unwrap_err(),
        Illegal::LionAfterMehen
    );
    ok(&g, 1, "12+1 22+1");
}

#[test]
fn repeated_mehen_throws_repeat_the_stir() {
    let g = record(2, None, "1. A 0 4 0 4 2: T+4\n");
    assert_eq!(g.position().stirs, 4);
}

#[test]
fn a_game_ending_in_a_stir_has_no_action() {
    let g = record(2, Some("AE2 AH A20 B30"), "1. A 0\n");
    assert!(g.is_over());
    let text = "[Game \"mehen\"]\n[Players \"2\"]\n[Setup \"AE2 AH A20 B30\"]\n1. A 0 2: 20+1\n";
    let err = Record::parse(text).unwrap().replay(Some(text)).unwrap_err();
    assert!(err.to_string().contains("ended during the stir"), "{err}");
}

// ---- lions ----------------------------------------------------------------------------------

#[test]
fn lions_move_outward_through_pieces_without_sliding() {
    let g = start(2, "A28 A27 A40 B50 L30 L45");
    // Through A's blockade (28, 27) to 26.
    let after = ok(&g, 3, "L30-4 L45-1");
    assert_eq!(cell(&after, 26), Cell::Lion);
    assert!("L30+2".parse::<Action>().is_err());
}

#[test]
fn a_lion_ending_on_a_lone_pawn_devours_it_never_a_lion() {
    let g = start(2, "A28 A40 B50 L30 L45");
    let after = ok(&g, 2, "L30-2 L45-1");
    assert_eq!(cell(&after, 28), Cell::Lion);
    assert_eq!(after.position().devoured[0], 1);
    let g = start(2, "A28 A40 B50 L30 L31");
    assert_eq!(
        play(&g, 1, "L31-1 L30-1").unwrap_err(),
        Illegal::LionOnLion(30)
    );
}

#[test]
fn a_lion_jumps_for_one_point_onto_an_unblockaded_pawn() {
    let g = start(2, "A5 A30 B50 L24 L45");
    let after = ok(&g, 1, "L24^5 L45-1");
    assert_eq!(cell(&after, 5), Cell::Lion);
    assert_eq!(after.position().devoured[0], 1);
    let g = start(2, "A5 A6 B50 L24 L45");
    assert_eq!(
        play(&g, 1, "L24^5 L45-1").unwrap_err(),
        Illegal::Blockaded(5)
    );
}

#[test]
fn a_lion_jumps_to_an_empty_space_for_five_points_or_three_sprinting() {
    let g = start(2, "A30 A40 B50 L24 L45");
    assert_eq!(
        play(&g, 2, "L24^5 L45-1").unwrap_err(),
        Illegal::NotEnoughPoints { need: 5, have: 4 }
    );
    ok(&g, 3, "L24^5 L45-1");
    let after = ok(&g, 2, "L24^5* L45-1");
    assert_eq!(cell(&after, 5), Cell::Lion);
    assert_eq!(
        play(&g, 1, "L24^5* L45-1").unwrap_err(),
        Illegal::NotEnoughPoints { need: 3, have: 2 }
    );
}

#[test]
fn a_sprint_doubles_points_but_not_through_a_blockade_or_onto_a_pawn() {
    let g = start(2, "A30 A40 B50 L20 L45");
    let after = ok(&g, 2, "L20-3* L45-1");
    assert_eq!(cell(&after, 14), Cell::Lion);
    let g = start(2, "A17 A16 A40 B50 L20 L45");
    assert_eq!(
        play(&g, 2, "L20-3* L45-1").unwrap_err(),
        Illegal::SprintThroughBlockade(16)
    );
    // Walking (not sprinting) through the same blockade is fine.
    let after = ok(&g, 3, "L20-5 L45-1");
    assert_eq!(cell(&after, 15), Cell::Lion);
}

#[test]
fn a_sprinting_lion_cannot_devour() {
    let g = start(2, "A16 A40 B50 L20 L45");
    assert_eq!(
        play(&g, 1, "L20-2* L45-1").unwrap_err(),
        Illegal::SprintDevour(16)
    );
    assert_eq!(
        play(&g, 1, "L20-4 L45-1").unwrap_err(),
        Illegal::NotEnoughPoints { need: 4, have: 2 }
    );
}

#[test]
fn a_lion_leaves_at_the_tail_with_any_count_that_reaches_it_and_returns_to_the_reserve() {
    let g = start(2, "A30 A40 B50 L3 L45");
    let after = ok(&g, 2, "L3-3 L45-1");
    assert_eq!(after.position().lion_reserve, 1);
    // More points than the tail needs: the lion leaves all the same, the extra point is lost.
    let after = ok(&g, 3, "L3-4 L45-1");
    assert_eq!(
        (after.position().lion_reserve, cell(&after, 3)),
        (1, Cell::Empty)
    );
    assert_eq!(cell(&after, 44), Cell::Lion);
    // A sprint from an odd distance leaves too (4 steps from space 3), with the mover's bonus pawn.
    let after = ok(&g, 2, "L3-2*>30 L45-1");
    assert_eq!(after.position().lion_reserve, 1);
    assert_eq!(after.position().head_pawns[0], 1);
    // A sprint still may not pass a blockade pawn on its way off.
    let g = start(2, "A1 A2 A40 B50 L3 L45");
    assert_eq!(
        play(&g, 2, "L3-2* L45-1").unwrap_err(),
        Illegal::SprintThroughBlockade(1)
    );
    // The lion that left replaces the next enlightened pawn.
    let g = start(2, "AH A30 B50 L3 L45");
    let after = ok(&g, 2, "L3-3 L45-1");
    let after = thrown(&after, 0);
    assert_eq!(after.position().head_lions, 1);
}

#[test]
fn the_lion_s_mover_may_send_a_pawn_to_the_head() {
    let g = start(2, "A30 A40 B50 L3 L45");
    let after = ok(&g, 2, "L3-3>30 L45-1");
    assert_eq!(after.position().head_pawns[0], 1);
    assert_eq!(cell(&after, 30), Cell::Empty);
    assert_eq!(
        play(&g, 2, "L3-3>50 L45-1").unwrap_err(),
        Illegal::BonusNotYours { seat: A, space: 50 }
    );
    assert_eq!(
        play(&g, 2, "L45-2>30 L3-1").unwrap_err(),
        Illegal::BonusWithoutExit
    );
    // Declining the bonus is allowed.
    ok(&g, 2, "L3-3 L45-1");
}

#[test]
fn lions_cannot_jump_from_the_inner_coil() {
    let g = start(2, "A30 A40 B50 L55 L20");
    assert_eq!(
        play(&g, 3, "L55^45 L20-1").unwrap_err(),
        Illegal::JumpFromInner(55)
    );
}

// ---- elimination and lions-only players ------------------------------------------------------

#[test]
fn a_lone_pawn_may_take_all_the_points() {
    let g = start(2, "A10 AE2 AD3 B50");
    let after = ok(&g, 3, "10+6");
    assert_eq!(cell(&after, 16), Cell::Pawn(A));
    ok(&g, 3, "10+2");
    // Pawns in the head do not count: one pawn still running is alone.
    let g = start(2, "A10 AH AE1 AD3 B50");
    ok(&g, 3, "10+6");
    // One on the board and one at the tail are two.
    let g = start(2, "A10 AE2 AD2 B50");
    assert_eq!(play(&g, 3, "10+6").unwrap_err(), Illegal::NeedTwoPieces);
}

#[test]
fn a_player_without_pawns_moves_two_lions_and_never_one_alone() {
    let g = start(2, "AE1 AD5 B50 L30 L40");
    ok(&g, 2, "L30-2 L40-2");
    let g = start(2, "AE1 AD5 B50 L30");
    assert_eq!(play(&g, 2, "L30-2").unwrap_err(), Illegal::NeedTwoPieces);
}

// ---- the end --------------------------------------------------------------------------------

#[test]
fn three_enlightened_pawns_win() {
    let g = start(2, "AE2 AH A20 B30");
    let g = thrown(&g, 0);
    let o = g.outcome().unwrap();
    assert_eq!(o.reason, EndReason::Enlightened);
    assert_eq!(o.winners().collect::<Vec<_>>(), vec![A]);
    assert_eq!(g.to_move(), None);
}

#[test]
fn simultaneous_finishers_the_most_enlightened_wins_or_they_tie() {
    let g = start(2, "AE2 AH BE2 BH BH");
    let o = thrown(&g, 4).outcome().unwrap();
    assert_eq!(o.winners().collect::<Vec<_>>(), vec![B]);
    let g = start(3, "AE2 AH BE2 BH C10");
    let o = thrown(&g, 4).outcome().unwrap();
    assert_eq!(o.winners().collect::<Vec<_>>(), vec![A, B]);
    assert!(o.is_tie());
}

#[test]
fn time_limit_most_enlightened_then_most_pawns_on_the_board() {
    let mut g = start(3, "AE1 BE1 CE2 A10 B12");
    g.end_by_time(&mut ());
    assert_eq!(g.outcome().unwrap().winners().collect::<Vec<_>>(), vec![C]);
    // Enlightened tie: pawns on the board (head included, tail not) decide.
    let mut g = start(2, "AE1 BE1 A10 AH B12");
    g.end_by_time(&mut ());
    let o = g.outcome().unwrap();
    assert_eq!(
        (o.reason, o.winners().collect::<Vec<_>>()),
        (EndReason::Time, vec![A])
    );
    let mut g = start(2, "AE1 BE1 A10 B12");
    g.end_by_time(&mut ());
    assert!(g.outcome().unwrap().is_tie());
}

#[test]
fn the_game_ends_when_every_pawn_is_gone() {
    let g = start(2, "A11 AE1 AD4 BE2 BD4 L12 L40");
    // A's lion devours... A's own last pawn; no pawn is left anywhere.
    let after = ok(&g, 1, "L12-1 L40-1");
    let o = after.outcome().unwrap();
    assert_eq!(o.reason, EndReason::Eliminated);
    assert_eq!(o.winners().collect::<Vec<_>>(), vec![B]);
}

#[test]
fn the_game_ends_when_nobody_can_move() {
    // Two pawns each at the tail, past the first turn, no lions: nobody can ever move two pieces.
    let g = start(2, "AE1 AD3 BE2 BD2");
    let after = ok(&g, 2, "-");
    let o = after.outcome().unwrap();
    assert_eq!(o.reason, EndReason::Stuck);
    assert_eq!(o.winners().collect::<Vec<_>>(), vec![B]);
}

#[test]
fn the_game_goes_on_while_a_stir_can_still_change_things() {
    // Nobody can move, but A has a pawn on the board: the next stir will move it.
    let g = start(2, "A40 AE1 AD1 BE2 BD2");
    let after = ok(&g, 2, "-");
    assert!(!after.is_over());
}

#[test]
fn no_move_when_no_legal_action_exists() {
    let g = start(2, "AE1 AD3 BE2 BD2");
    let mut actions = Vec::new();
    thrown(&g, 2).legal_actions(&mut actions);
    assert_eq!(actions, vec![Action::PASS]);
}
