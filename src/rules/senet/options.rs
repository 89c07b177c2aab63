//! Which Senet is played: Kendall's rules with his options (two in a row safe, three in a row
//! blocking, bearing off from the last row, seven pawns, the 3-square move) or the rule set with
//! special houses.

use crate::rules::common::setup_error::OptionsError;

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct SenetOptions {
    /// 5 or 7 pawns each.
    pub pawns: u8,
    /// Two pawns of a colour on neighbouring squares cannot be attacked.
    pub two_safe: bool,
    /// Three in a row cannot be attacked or passed.
    pub three_block: bool,
    /// A pawn bears off only when all its side's pawns are on the last row.
    pub last_row: bool,
    /// The rule set with special houses: safe houses, the House of Happiness that ends every move
    /// passing it, the House of Water, no backward moves and no offered numbers.
    pub houses: bool,
    /// Kendall's 3-square move: a 3 thrown with a pawn on 17 may fill 18-20 at once (see
    /// [`SenetAction::Triple`]).
    pub triple: bool,
}

impl SenetOptions {
    /// Kendall's rules with the options he recommends.
    pub const RECOMMENDED: SenetOptions = SenetOptions {
        pawns: 5,
        two_safe: true,
        three_block: true,
        last_row: true,
        houses: false,
        triple: false,
    };

    /// Senet with the special houses: seven pawns, pairs safe, triples in a row block.
    pub const HOUSES: SenetOptions = SenetOptions {
        pawns: 7,
        two_safe: true,
        three_block: true,
        last_row: false,
        houses: true,
        triple: false,
    };

    /// The plain rules, without the recommended options.
    pub const PLAIN: SenetOptions = SenetOptions {
        pawns: 5,
        two_safe: false,
        three_block: false,
        last_row: false,
        houses: false,
        triple: false,
    };

    /// Keywords: `plain` (drop the recommended options) then any of `seven`, `safe`, `block`, `lastrow`.
    pub fn parse(text: &str) -> Result<SenetOptions, OptionsError> {
        let mut o = SenetOptions::RECOMMENDED;
        let words: Vec<&str> = text.split_whitespace().collect();
        if words.contains(&"plain") {
            o = SenetOptions::PLAIN;
        }
        for w in words {
            match w {
                "plain" => {}
                "seven" => o.pawns = 7,
                "safe" => o.two_safe = true,
                "block" => o.three_block = true,
                "lastrow" => o.last_row = true,
                "triple" => o.triple = true,
                other => {
                    return Err(OptionsError::Unknown {
                        game: "a Senet",
                        word: other.into(),
                        known: "plain, seven, safe, block, lastrow, triple".into(),
                    });
                }
            }
        }
        Ok(o)
    }
}

/// The options of a Senet game by its record name: `senet-kendall` with Kendall's option keywords, or
/// `senet-houses` (no options).
pub fn game_options(game: &str, options: &str) -> Result<SenetOptions, OptionsError> {
    match game {
        "senet-kendall" => SenetOptions::parse(options),
        "senet-houses" if options.trim().is_empty() => Ok(SenetOptions::HOUSES),
        "senet-houses" => Err(OptionsError::NoOptions(options.trim().into())),
        other => Err(OptionsError::NotASenetRuleSet(other.into())),
    }
}
