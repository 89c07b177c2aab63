//! Every game driven through the one match interface: played to its end, refusals that change
//! nothing, records that replay to the same game, the same seed giving the same game.

use super::Match;
use super::mehen::MehenMatch;
use super::race::RacePlay;
use crate::dice::Sticks;
use crate::rules::bak_amen::{BakAmen, BakAmenRecord};
use crate::rules::family::{Family, FamilyOptions, FamilyRecord};
use crate::rules::hyena::record::HyenaRecord;
use crate::rules::hyena::{Hyena, HyenaOptions};
use crate::rules::senet::record::SenetRecord;
use crate::rules::senet::{Senet, SenetOptions};
use crate::rules::{
    GameKind,
    mehen::{Board, Game},
};
use std::sync::Arc;

/// Plays `m` on: a throw when one is due, else a legal action drawn by a generator seeded with
/// `pick`; at most `max` decisions. Answers how many were made.
fn play_on<M: Match>(m: &mut M, max: usize, pick: usize) -> usize {
    use rand::{RngExt, SeedableRng};
    let mut rng = rand_pcg::Pcg32::seed_from_u64(pick as u64);
    for n in 0..max {
        if m.winners().is_some() {
            return n;
        }
        if m.throw_due() {
            m.throw().expect("a due throw is taken");
        } else {
            let legal = m.legal();
            assert!(!legal.is_empty(), "a move is due but nothing is legal");
            let a = legal[rng.random_range(0..legal.len())];
            m.play(a).expect("a legal action is played");
        }
    }
    max
}

/// Whatever is not legal is refused with the engine's reason and changes nothing.
fn refusal_changes_nothing<M: Match>(m: &mut M, not_legal: M::Action) {
    assert!(!m.legal().contains(&not_legal));
    let (record, seat, turns) = (m.record_text(), m.seat_to_move(), m.turns());
    let refused = m.play(not_legal).unwrap_err();
    assert!(!refused.to_string().is_empty());
    assert_eq!(
        (m.record_text(), m.seat_to_move(), m.turns()),
        (record, seat, turns)
    );
}

fn race<G: super::race::RaceRules>(game: G, record: G::Record, seed: u64) -> RacePlay<G> {
    RacePlay::new(game, record, Sticks::seeded(seed), seed)
}

fn hyena(seed: u64) -> RacePlay<Hyena> {
    let g = Hyena::new(HyenaOptions::new(3)).unwrap();
    let r = HyenaRecord::new_for(&g);
    race(g, r, seed)
}

fn family(seed: u64) -> RacePlay<Family> {
    let g = Family::new(FamilyOptions::new(2)).unwrap();
    let r = FamilyRecord::new_for(&g);
    race(g, r, seed)
}

fn bak(seed: u64) -> RacePlay<BakAmen> {
    let g = BakAmen::new();
    let r = BakAmenRecord::new_for(&g);
    race(g, r, seed)
}

fn senet(seed: u64) -> RacePlay<Senet> {
    let g = Senet::new(SenetOptions::RECOMMENDED).unwrap();
    race(g, SenetRecord::new("senet-kendall", ""), seed)
}

fn mehen(seed: u64) -> MehenMatch {
    let board = Arc::new(Board::builtin("classic").unwrap());
    MehenMatch::new(Game::new(board, 2).unwrap(), "classic", seed)
}

#[test]
fn every_race_game_plays_to_its_end_and_its_record_replays() {
    for seed in 1..4 {
        let mut m = hyena(seed);
        assert!(play_on(&mut m, 20_000, seed as usize) < 20_000);
        let again = HyenaRecord::parse(&m.record_text())
            .unwrap()
            .replay()
            .unwrap();
        assert_eq!(again, m.game);

        let mut m = family(seed);
        assert!(play_on(&mut m, 20_000, seed as usize) < 20_000);
        let again = FamilyRecord::parse(&m.record_text())
            .unwrap()
            .replay()
            .unwrap();
        assert_eq!(again, m.game);

        let mut m = bak(seed);
        assert!(play_on(&mut m, 20_000, seed as usize) < 20_000);
        let again = BakAmenRecord::parse(&m.record_text())
            .unwrap()
            .replay()
            .unwrap();
        assert_eq!(again, m.game);

        let mut m = senet(seed);
        assert!(play_on(&mut m, 20_000, seed as usize) < 20_000);
        let again = SenetRecord::parse(&m.record_text())
            .unwrap()
            .replay()
            .unwrap();
        assert_eq!(again, m.game);
        assert_eq!(m.kind(), GameKind::SenetKendall);
    }
}

#[test]
fn mehen_plays_to_its_end_and_its_record_replays() {
    for seed in 1..4 {
        let mut m = mehen(seed);
        assert!(play_on(&mut m, 20_000, seed as usize) < 20_000);
        assert!(m.winners().is_some());
        let record = crate::rules::mehen::record::Record::parse(&m.record_text()).unwrap();
        let again = record.replay(None).unwrap();
        assert_eq!(again.position(), m.game().position());
        assert_eq!(again.outcome(), m.game().outcome());
    }
}

#[test]
fn the_same_seed_plays_the_same_game() {
    let (mut a, mut b) = (hyena(7), hyena(7));
    play_on(&mut a, 300, 1);
    play_on(&mut b, 300, 1);
    assert_eq!(a.record_text(), b.record_text());
    let (mut a, mut b) = (mehen(7), mehen(7));
    play_on(&mut a, 300, 1);
    play_on(&mut b, 300, 1);
    assert_eq!(a.record_text(), b.record_text());
    let mut c = mehen(8);
    play_on(&mut c, 300, 1);
    assert_ne!(a.record_text(), c.record_text());
}

#[test]
fn refusals_change_nothing() {
    use crate::rules::bak_amen::BakAction;
    use crate::rules::family::FamilyAction;
    use crate::rules::senet::SenetAction;
    let mut m = family(3);
    m.throw().unwrap();
    refusal_changes_nothing(&mut m, FamilyAction::SerpentDown);
    let mut m = senet(3);
    m.throw().unwrap();
    refusal_changes_nothing(&mut m, SenetAction::Back(30));
    let mut m = bak(3);
    refusal_changes_nothing(&mut m, BakAction::Pass);
    // A throw that is not due is refused too, and draws nothing.
    let mut m = hyena(3);
    m.throw().unwrap();
    let before = m.throws.clone();
    assert!(RacePlay::throw(&mut m).is_err());
    assert_eq!(m.throws, before);
    let mut m = mehen(3);
    play_on(&mut m, 1, 0);
    if !m.throw_due() {
        let (record, turns) = (m.record_text(), m.turns());
        assert!(Match::throw(&mut m).is_err());
        assert_eq!((m.record_text(), m.turns()), (record, turns));
    }
}

#[test]
fn actions_travel_as_text_and_back() {
    let mut m = senet(5);
    let mut seen = 0;
    while m.winners().is_none() && seen < 200 {
        if m.throw_due() && m.legal.is_empty() {
            m.throw().unwrap();
            continue;
        }
        for &a in m.legal() {
            assert_eq!(m.parse_action(&m.action_text(a)), Some(a));
            seen += 1;
        }
        let a = m.legal[0];
        m.play(a).unwrap();
    }
    let mut m = mehen(5);
    for _ in 0..60 {
        if m.winners().is_some() {
            break;
        }
        if m.throw_due() {
            m.throw().unwrap();
        } else {
            for &a in m.legal() {
                assert_eq!(m.parse_action(&m.action_text(a)), Some(a), "{a}");
            }
            let a = m.legal()[0];
            m.play(a).unwrap();
        }
    }
}

/// Plays `m` to its end through actions written as text, drawn by a seeded generator.
fn play_as_text(m: &mut dyn super::setup::AnyMatch, max: usize) -> usize {
    use rand::{RngExt, SeedableRng};
    let mut rng = rand_pcg::Pcg32::seed_from_u64(3);
    for n in 0..max {
        if m.winners().is_some() {
            return n;
        }
        if m.throw_due() {
            m.throw().expect("a due throw is taken");
        } else {
            let legal = m.legal();
            let pick = &legal[rng.random_range(0..legal.len())];
            m.play(pick)
                .expect("a legal action written as text is played");
        }
    }
    max
}

#[test]
fn every_game_starts_from_a_setup_and_plays_with_actions_as_text() {
    use super::setup::{Setup, start};
    for kind in GameKind::ALL {
        let players = match kind {
            GameKind::Mehen | GameKind::Hyena | GameKind::FamilyMehen => 3,
            _ => 2,
        };
        let setup = Setup {
            kind,
            players,
            options: String::new(),
            board: "classic".into(),
            teams: String::new(),
            board_ron: None,
            seed: 11,
        };
        let mut m = start(&setup).unwrap();
        assert_eq!((m.kind(), m.players()), (kind, players));
        assert!(play_as_text(m.as_mut(), 50_000) < 50_000, "{kind:?} ends");
        let record = m.record_text();
        assert!(
            record.contains(&format!("[Game \"{}\"]", kind.name())),
            "{record}"
        );
        // The same setup plays the same game.
        let mut again = start(&setup).unwrap();
        play_as_text(again.as_mut(), 50_000);
        assert_eq!(again.record_text(), record);
    }
}

#[test]
fn a_setup_that_is_no_game_and_actions_that_are_not_are_refused() {
    use super::setup::{Refused, Setup, SetupError, start};
    let setup = |kind, players, options: &str, board: &str| Setup {
        kind,
        players,
        options: options.into(),
        board: board.into(),
        teams: String::new(),
        board_ron: None,
        seed: 1,
    };
    assert!(matches!(
        start(&setup(GameKind::Mehen, 2, "fast", "classic")),
        Err(SetupError::Options(_))
    ));
    assert!(matches!(
        start(&setup(GameKind::Mehen, 2, "", "/etc/passwd")),
        Err(SetupError::UnknownBoard(_))
    ));
    assert!(matches!(
        start(&setup(GameKind::Hyena, 9, "", "")),
        Err(SetupError::Options(_))
    ));
    assert!(start(&setup(GameKind::SenetHouses, 2, "seven", "")).is_err());
    let mut m = start(&setup(GameKind::SenetKendall, 2, "", "")).unwrap();
    m.throw().unwrap();
    let record = m.record_text();
    assert!(matches!(m.play("castle"), Err(Refused::NotAnAction(_))));
    assert!(matches!(m.play("30-"), Err(Refused::Illegal(_))));
    assert!(m.throw().is_err(), "a move is due, not a throw");
    assert_eq!(m.record_text(), record, "refusals change nothing");
}

#[test]
fn game_kinds_travel_by_their_record_names() {
    for kind in GameKind::ALL {
        let json = serde_json::to_string(&kind).unwrap();
        assert_eq!(json, format!("\"{}\"", kind.name()));
        assert_eq!(serde_json::from_str::<GameKind>(&json).unwrap(), kind);
    }
}
