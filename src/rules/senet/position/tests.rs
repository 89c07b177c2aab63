//! The Senet engine's rules, one test each (names in docs/rules/senet-*.md), and random games.
use super::*;
use crate::rules::senet::game_options;
use crate::rules::senet::{SenetAction, SenetRefusal};

fn with(cells: &[(u8, Side)], to_move: Side, options: SenetOptions) -> Senet {
    let mut g = Senet::new(options).unwrap();
    g.occ = [0; 2];
    for &(s, side) in cells {
        g.put(s, side);
    }
    let on_board = |side| cells.iter().filter(|c| c.1 == side).count() as u8;
    g.off = [
        options.pawns - on_board(Side::White),
        options.pawns - on_board(Side::Black),
    ];
    g.to_move = to_move;
    g
}

fn moved(mut g: Senet, value: u8, action: SenetAction) -> Senet {
    g.phase = SenetPhase::Move { value };
    g.play(action).unwrap();
    g
}

fn legal_with(g: &Senet, value: u8) -> Vec<SenetAction> {
    let mut g = g.clone();
    g.phase = SenetPhase::Move { value };
    let mut out = Vec::new();
    g.legal_actions(&mut out);
    out
}

use Side::{Black as B, White as W};

#[test]
fn start_position_and_throw_values() {
    let g = Senet::new(SenetOptions::RECOMMENDED).unwrap();
    assert_eq!(g.at(1), Some(B));
    assert_eq!(g.at(2), Some(W));
    assert_eq!(g.at(10), None);
    assert_eq!(g.at(REBIRTH), Some(W));
    assert_eq!(g.to_move(), Some(B));
    let seven = Senet::new(SenetOptions::parse("seven").unwrap()).unwrap();
    assert_eq!((seven.at(11), seven.at(14)), (Some(B), Some(W)));
    assert_eq!(seven.pawns(W).count(), 7);
    assert_eq!(value_of(Throw::new(0).unwrap()), 5);
    assert_eq!(value_of(Throw::new(4).unwrap()), 4);
}

#[test]
fn landing_on_an_opponent_swaps_them() {
    let g = with(&[(17, W), (20, B)], W, SenetOptions::PLAIN);
    let g = moved(g, 3, SenetAction::Forward(17));
    assert_eq!((g.at(20), g.at(17)), (Some(W), Some(B)));
}

#[test]
fn two_in_a_row_are_safe_and_three_block() {
    let g = with(&[(16, W), (18, B), (19, B)], W, SenetOptions::RECOMMENDED);
    assert!(!legal_with(&g, 2).contains(&SenetAction::Forward(16)));
    assert!(
        legal_with(&g, 4).contains(&SenetAction::Forward(16)),
        "passing two is allowed"
    );
    let g = with(
        &[(16, W), (17, B), (18, B), (19, B)],
        W,
        SenetOptions::RECOMMENDED,
    );
    assert!(!legal_with(&g, 4).contains(&SenetAction::Forward(16)));
    assert!(!legal_with(&g, 5).contains(&SenetAction::Forward(16)));
    let plain = with(&[(16, W), (18, B), (19, B)], W, SenetOptions::PLAIN);
    assert!(legal_with(&plain, 2).contains(&SenetAction::Forward(16)));
}

#[test]
fn every_pawn_stops_on_the_house_of_beauty() {
    let g = with(&[(24, W)], W, SenetOptions::PLAIN);
    assert_eq!(legal_with(&g, 2), vec![SenetAction::Forward(24)]);
    assert!(!legal_with(&g, 3).contains(&SenetAction::Forward(24)));
    let g = moved(g, 2, SenetAction::Forward(24));
    assert_eq!(g.at(BEAUTY), Some(W));
}

#[test]
fn bearing_off_needs_the_exact_count() {
    for (from, value) in [(26, 5), (28, 3), (29, 2), (30, 1)] {
        let g = with(&[(from, W), (5, W)], W, SenetOptions::PLAIN);
        let g = moved(g, value, SenetAction::Forward(from));
        assert_eq!(
            g.borne_off(W),
            SenetOptions::PLAIN.pawns - 1,
            "{from}+{value}"
        );
    }
    let g = with(&[(29, W)], W, SenetOptions::PLAIN);
    assert!(!legal_with(&g, 3).contains(&SenetAction::Forward(29)));
}

#[test]
fn bearing_off_waits_for_the_last_row_with_that_option() {
    let g = with(&[(30, W), (12, W)], W, SenetOptions::RECOMMENDED);
    assert!(!legal_with(&g, 1).contains(&SenetAction::Forward(30)));
    let g = with(&[(30, W), (22, W)], W, SenetOptions::RECOMMENDED);
    assert!(legal_with(&g, 1).contains(&SenetAction::Forward(30)));
}

#[test]
fn no_forward_move_means_moving_back() {
    let g = with(&[(29, W), (10, B)], W, SenetOptions::PLAIN);
    assert_eq!(legal_with(&g, 3), vec![SenetAction::Back(29)]);
    // Back onto the House of Death: the pawn dies and its side is frozen.
    let g = with(&[(30, W), (10, B)], W, SenetOptions::PLAIN);
    let g = moved(g, 3, SenetAction::Back(30));
    assert!(g.is_frozen(W));
}

#[test]
fn the_house_of_death_freezes_until_rebirth_or_a_four() {
    let g = with(&[(26, W), (3, W), (8, B)], W, SenetOptions::PLAIN);
    let mut g = moved(g, 1, SenetAction::Forward(26));
    assert!(g.is_frozen(W));
    // Black plays; then White may be reborn instead of throwing.
    g.throw(Throw::new(1).unwrap()).unwrap();
    g.play(SenetAction::Forward(8)).unwrap();
    let mut legal = Vec::new();
    g.legal_actions(&mut legal);
    assert!(legal.contains(&SenetAction::Rebirth));
    let mut reborn = g.clone();
    reborn.play(SenetAction::Rebirth).unwrap();
    assert_eq!((reborn.at(REBIRTH), reborn.at(DEATH)), (Some(W), None));
    // Or throw: a 4 bears the dead pawn off, anything else loses the turn.
    let mut four = g.clone();
    four.throw(Throw::new(4).unwrap()).unwrap();
    assert_eq!(four.borne_off(W), SenetOptions::PLAIN.pawns - 1);
    let mut two = g.clone();
    two.throw(Throw::new(2).unwrap()).unwrap();
    assert!(two.is_frozen(W));
    assert_eq!(two.to_move(), Some(B));
}

#[test]
fn falling_onto_a_dead_opponent_resurrects_it() {
    let g = with(&[(30, W), (DEATH, B), (5, B)], W, SenetOptions::PLAIN);
    let g = moved(g, 3, SenetAction::Back(30));
    assert_eq!((g.at(DEATH), g.at(30)), (Some(W), Some(B)));
}

#[test]
fn an_attacked_pawn_on_the_last_squares_goes_to_death() {
    let g = with(&[(BEAUTY, W), (28, B), (3, B)], W, SenetOptions::PLAIN);
    let g = moved(g, 2, SenetAction::Forward(BEAUTY));
    assert_eq!(
        (g.at(28), g.at(DEATH), g.at(BEAUTY)),
        (Some(W), Some(B), None)
    );
    assert!(g.is_frozen(B));
}

#[test]
fn a_number_that_cannot_be_used_is_offered_to_the_opponent() {
    let safe = SenetOptions {
        two_safe: true,
        ..SenetOptions::PLAIN
    };
    let mut g = with(&[(4, W), (9, B), (10, B)], W, safe);
    g.phase = SenetPhase::Move { value: 5 };
    let mut legal = Vec::new();
    g.legal_actions(&mut legal);
    assert_eq!(legal, vec![SenetAction::Pass]);
    g.play(SenetAction::Pass).unwrap();
    assert_eq!(g.phase(), SenetPhase::Throw { offered: Some(5) });
    g.legal_actions(&mut legal);
    assert_eq!(legal, vec![SenetAction::TakeOffered]);
    g.play(SenetAction::TakeOffered).unwrap();
    g.play(SenetAction::Forward(9)).unwrap();
    assert_eq!(g.at(14), Some(B));
}

#[test]
fn houses_start_with_seven_pawns_and_black_to_move() {
    let g = Senet::new(SenetOptions::HOUSES).unwrap();
    assert_eq!((g.at(1), g.at(14), g.at(REBIRTH)), (Some(B), Some(W), None));
    assert_eq!(g.to_move(), Some(B));
}

#[test]
fn houses_every_move_passing_happiness_ends_on_it() {
    let g = with(&[(24, W), (3, B)], W, SenetOptions::HOUSES);
    let g = moved(g, 5, SenetAction::Forward(24));
    assert_eq!(g.at(BEAUTY), Some(W));
}

#[test]
fn houses_water_sends_back_to_rebirth_or_behind_it() {
    let g = with(&[(BEAUTY, W), (3, B)], W, SenetOptions::HOUSES);
    let g = moved(g, 1, SenetAction::Forward(BEAUTY));
    assert_eq!((g.at(DEATH), g.at(REBIRTH)), (None, Some(W)));
    let g = with(&[(BEAUTY, W), (REBIRTH, B)], W, SenetOptions::HOUSES);
    let g = moved(g, 1, SenetAction::Forward(BEAUTY));
    assert_eq!(
        g.at(14),
        Some(W),
        "15 taken: the nearest free square behind it"
    );
}

#[test]
fn houses_safe_squares_and_no_backward_moves() {
    for safe in SAFE_HOUSES {
        let g = with(&[(safe - 2, W), (safe, B)], W, SenetOptions::HOUSES);
        assert!(
            !legal_with(&g, 2).contains(&SenetAction::Forward(safe - 2)),
            "{safe}"
        );
    }
    // 30 is not safe: the pawn knocked off it goes to Rebirth, not to the attacker's square.
    let g = with(&[(28, W), (30, B)], W, SenetOptions::HOUSES);
    let g = moved(g, 2, SenetAction::Forward(28));
    assert_eq!(
        (g.at(30), g.at(28), g.at(REBIRTH)),
        (Some(W), None, Some(B))
    );
    // Nothing can move forward: the turn is simply lost, with nothing offered.
    let g = with(&[(29, W), (3, B)], W, SenetOptions::HOUSES);
    assert_eq!(legal_with(&g, 4), vec![SenetAction::Pass]);
    let g = moved(g, 4, SenetAction::Pass);
    assert_eq!(g.phase(), SenetPhase::Throw { offered: None });
}

#[test]
fn bearing_off_cannot_pass_a_blockade() {
    // Black on 26 throws a 5 while White holds 28, 29 and 30: the way off is barred.
    for options in [SenetOptions::RECOMMENDED, SenetOptions::HOUSES] {
        let cells = [(26, B), (28, W), (29, W), (30, W), (22, W)];
        let g = with(&cells, B, options);
        assert!(
            !legal_with(&g, 5).contains(&SenetAction::Forward(26)),
            "{options:?}"
        );
        // Two in a row do not block: the same pawn leaves past 29-30.
        let g = with(&[(26, B), (29, W), (30, W), (22, W)], B, options);
        assert!(
            legal_with(&g, 5).contains(&SenetAction::Forward(26)),
            "{options:?}"
        );
    }
}

#[test]
fn the_dead_pawn_bears_off_with_a_four_only_as_any_pawn_would() {
    let four = Throw::new(4).unwrap();
    // A blockade on 28-30 bars the dead pawn's way off: the 4 is lost and offered.
    let cells = [(DEATH, B), (22, B), (28, W), (29, W), (30, W)];
    let mut g = with(&cells, B, SenetOptions::RECOMMENDED);
    g.throw(four).unwrap();
    assert!(g.is_frozen(B), "still dead behind the blockade");
    assert_eq!(g.phase(), SenetPhase::Throw { offered: Some(4) });
    // With the last-row option the dead pawn waits while another pawn is behind...
    let mut g = with(&[(DEATH, W), (12, W), (3, B)], W, SenetOptions::RECOMMENDED);
    g.throw(four).unwrap();
    assert!(g.is_frozen(W));
    assert_eq!(g.borne_off(W), SenetOptions::RECOMMENDED.pawns - 2);
    // ...but may still go to Rebirth instead of throwing...
    let mut g = with(&[(DEATH, W), (12, W), (3, B)], W, SenetOptions::RECOMMENDED);
    g.play(SenetAction::Rebirth).unwrap();
    assert_eq!(g.at(REBIRTH), Some(W));
    // ...and leaves with a 4 once all are on the last row.
    let mut g = with(&[(DEATH, W), (22, W), (3, B)], W, SenetOptions::RECOMMENDED);
    g.throw(four).unwrap();
    assert!(!g.is_frozen(W));
    assert_eq!(g.borne_off(W), SenetOptions::RECOMMENDED.pawns - 1);
}

#[test]
fn a_side_that_would_stay_frozen_for_ever_is_reborn_behind_15() {
    let mut legal = Vec::new();
    // White's own pawn holds 15 and, with the last-row option, a 4 cannot free the dead pawn:
    // rebirth goes to the nearest free square behind 15.
    let mut g = with(
        &[(DEATH, W), (15, W), (14, W), (3, B)],
        W,
        SenetOptions::RECOMMENDED,
    );
    g.legal_actions(&mut legal);
    assert_eq!(legal, [SenetAction::Rebirth]);
    g.play(SenetAction::Rebirth).unwrap();
    assert_eq!(
        (g.at(13), g.at(DEATH), g.is_frozen(W)),
        (Some(W), None, false)
    );
    // Where a 4 can still free it (plain rules), the side waits for 15 or a 4, as the text says.
    let g = with(&[(DEATH, W), (15, W), (3, B)], W, SenetOptions::PLAIN);
    g.legal_actions(&mut legal);
    assert!(legal.is_empty());
    // An opponent on 15 will move on: the side waits.
    let g = with(
        &[(DEATH, W), (15, B), (12, W)],
        W,
        SenetOptions::RECOMMENDED,
    );
    g.legal_actions(&mut legal);
    assert!(legal.is_empty());
}

#[test]
fn a_pawn_that_cannot_move_says_why() {
    let why = |g: &Senet, value: u8, from: u8| {
        let mut g = g.clone();
        g.phase = SenetPhase::Move { value };
        g.move_from(from).unwrap()
    };
    let r = SenetOptions::RECOMMENDED;
    let g = with(&[(20, W), (22, B), (23, B), (24, B), (5, W)], W, r);
    assert_eq!(why(&g, 5, 20), Err(SenetRefusal::Blockade(22)));
    assert_eq!(why(&g, 5, 5), Ok(10));
    assert_eq!(why(&g, 5, 22), Err(SenetRefusal::NotYours));
    let g = with(&[(24, W), (8, W), (9, W)], W, r);
    assert_eq!(why(&g, 3, 24), Err(SenetRefusal::PastBeauty));
    assert_eq!(why(&g, 1, 8), Err(SenetRefusal::OwnPawn(9)));
    let g = with(&[(3, W), (12, W), (6, B), (7, B)], W, r);
    assert_eq!(why(&g, 3, 3), Err(SenetRefusal::Protected(6)));
    let g = with(&[(30, W), (12, W)], W, r);
    assert_eq!(why(&g, 1, 30), Err(SenetRefusal::LastRow));
    // With no forward move anywhere the pawn must go back: what bars that is told.
    let g = with(&[(29, W), (10, B)], W, SenetOptions::PLAIN);
    assert_eq!(why(&g, 3, 29), Ok(26));
    // Each verdict agrees with the legal moves.
    let g = with(&[(20, W), (22, B), (23, B), (24, B), (5, W)], W, r);
    for value in 1..=5 {
        for from in 1..=SQUARES {
            let legal = legal_with(&g, value);
            let moves = legal.contains(&SenetAction::Forward(from))
                || legal.contains(&SenetAction::Back(from));
            assert_eq!(why(&g, value, from).is_ok(), moves, "{from}+{value}");
        }
    }
}

#[test]
fn houses_blockades_stand_within_one_row() {
    let g = with(&[(7, W), (9, B), (10, B), (11, B)], W, SenetOptions::HOUSES);
    assert!(
        legal_with(&g, 5).contains(&SenetAction::Forward(7)),
        "9-10-11 spans two rows: passable"
    );
    let g = with(&[(3, W), (4, B), (5, B), (6, B)], W, SenetOptions::HOUSES);
    assert!(!legal_with(&g, 4).contains(&SenetAction::Forward(3)));
}

#[test]
fn the_three_square_move_fills_18_to_20_and_holds_the_opponent_back() {
    let triple = SenetOptions {
        triple: true,
        ..SenetOptions::RECOMMENDED
    };
    // Black: 17, 5 and 9; White: a protected pair on 18-19, and pawns on 20 and 12.
    let cells = [(17, B), (5, B), (9, B), (18, W), (19, W), (20, W), (12, W)];
    let g = with(&cells, B, triple);
    assert!(
        !legal_with(&with(&cells, B, SenetOptions::RECOMMENDED), 3)
            .iter()
            .any(|a| matches!(a, SenetAction::Triple { .. })),
        "only with the option"
    );
    assert!(
        legal_with(&g, 2)
            .iter()
            .all(|a| !matches!(a, SenetAction::Triple { .. }))
    );
    let legal = legal_with(&g, 3);
    for pair in [(5, 9), (9, 5)] {
        assert!(legal.contains(&SenetAction::Triple {
            to18: pair.0,
            to19: pair.1
        }));
    }
    let g = moved(g, 3, SenetAction::Triple { to18: 5, to19: 9 });
    // The three land whatever protected White there; White's pawns go where they came from.
    for s in [18, 19, 20] {
        assert_eq!(g.at(s), Some(B), "{s}");
    }
    assert_eq!((g.at(17), g.at(5), g.at(9)), (Some(W), Some(W), Some(W)));
    g.check_conservation().unwrap();
    // White cannot advance past 17 while the hold stands: 12 + 4 = 16 is fine, 17 + 4 = 21 is not.
    let legal = legal_with(&g, 4);
    assert!(legal.contains(&SenetAction::Forward(12)));
    assert!(!legal.contains(&SenetAction::Forward(17)), "{legal:?}");
    // The hold lasts while a pawn of the move stays on 18-20: move all three away.
    let mut g = g;
    for from in [20, 19, 18] {
        g.to_move = B;
        g = moved(g, 5, SenetAction::Forward(from));
    }
    assert!(g.hold.is_none());
    assert!(legal_with(&g, 4).contains(&SenetAction::Forward(17)));
    // The notation reads back.
    let a = SenetAction::Triple { to18: 5, to19: 9 };
    assert_eq!(a.to_string(), "17^5,9");
}

#[test]
fn random_games_end_and_conserve_pawns() {
    use rand::{RngExt, SeedableRng};
    let mut rng = rand_pcg::Pcg32::seed_from_u64(3);
    // The throws of the game's sticks for this seed (four bits of each number are the sticks).
    let mut sticks = rand_pcg::Pcg32::seed_from_u64(4);
    for (game, options) in [
        ("senet-kendall", ""),
        ("senet-kendall", "plain"),
        ("senet-kendall", "seven"),
        ("senet-kendall", "plain seven"),
        ("senet-kendall", "triple"),
        ("senet-kendall", "seven triple"),
        ("senet-houses", ""),
    ] {
        let mut ended = 0;
        for _ in 0..200 {
            let mut g = Senet::new(game_options(game, options).unwrap()).unwrap();
            let mut legal = Vec::new();
            while !g.is_over() && g.turns() < 5000 {
                g.legal_actions(&mut legal);
                for a in (1..=SQUARES)
                    .flat_map(|s| [SenetAction::Forward(s), SenetAction::Back(s)])
                    .chain([
                        SenetAction::Rebirth,
                        SenetAction::TakeOffered,
                        SenetAction::Pass,
                    ])
                {
                    assert_eq!(g.is_legal(a), legal.contains(&a), "{a} in {g:?}");
                }
                match g.phase() {
                    SenetPhase::Move { .. } => {
                        let a = legal[rng.random_range(0..legal.len())];
                        g.play(a).unwrap();
                    }
                    _ if !legal.is_empty() && rng.random_bool(0.5) => {
                        g.play(legal[0]).unwrap();
                    }
                    _ => g
                        .throw(
                            crate::rules::Throw::new(
                                (rand::Rng::next_u32(&mut sticks) & 0xF).count_ones() as u8,
                            )
                            .unwrap(),
                        )
                        .unwrap(),
                }
                g.check_conservation().unwrap();
            }
            ended += g.is_over() as u32;
        }
        assert!(ended >= 190, "{options}: {ended} of 200 games ended");
    }
}
