//! The six rule sets of the collection, named once: records' `[Game]` tags, `--game`, the New game
//! screen and the Load screen all use [`GameKind`].

/// One rule set of the collection (written by its name in JSON, as in records).
#[derive(
    Debug, Clone, Copy, PartialEq, Eq, Hash, Default, serde::Serialize, serde::Deserialize,
)]
#[serde(rename_all = "kebab-case")]
pub enum GameKind {
    /// Horton's Mehen.
    #[default]
    Mehen,
    /// Senet by Kendall's rules (with his options).
    SenetKendall,
    /// Senet with the special houses.
    SenetHouses,
    /// The Hyena game.
    Hyena,
    /// Family Mehen (Egyptians, serpents, one die).
    FamilyMehen,
    /// Bak-Amen (backgammon on the Senet board).
    BakAmen,
}

impl GameKind {
    pub const ALL: [GameKind; 6] = [
        GameKind::Mehen,
        GameKind::SenetKendall,
        GameKind::SenetHouses,
        GameKind::Hyena,
        GameKind::FamilyMehen,
        GameKind::BakAmen,
    ];

    /// The name in a record's `[Game]` tag and in `--game`.
    pub fn name(self) -> &'static str {
        match self {
            GameKind::Mehen => "mehen",
            GameKind::SenetKendall => "senet-kendall",
            GameKind::SenetHouses => "senet-houses",
            GameKind::Hyena => "hyena",
            GameKind::FamilyMehen => "family-mehen",
            GameKind::BakAmen => "bak-amen",
        }
    }

    pub fn from_name(name: &str) -> Option<GameKind> {
        GameKind::ALL.into_iter().find(|k| k.name() == name)
    }

    /// The name players read on the New game screen.
    pub fn title(self) -> &'static str {
        match self {
            GameKind::Mehen => "Mehen (Horton)",
            GameKind::SenetKendall => "Senet (Kendall)",
            GameKind::SenetHouses => "Senet (houses)",
            GameKind::Hyena => "Hyena game",
            GameKind::FamilyMehen => "Family Mehen (one die)",
            GameKind::BakAmen => "Bak-Amen (two dice)",
        }
    }

    /// Is it played on a spiral board (the Hyena game, family Mehen)?
    pub fn on_spiral(self) -> bool {
        matches!(self, GameKind::Hyena | GameKind::FamilyMehen)
    }

    /// Is it for two players only?
    pub fn two_players_only(self) -> bool {
        matches!(
            self,
            GameKind::SenetKendall | GameKind::SenetHouses | GameKind::BakAmen
        )
    }

    /// "Every game of the collection", for messages: the names `--game` takes.
    pub fn names() -> String {
        GameKind::ALL.map(GameKind::name).join(", ")
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_game_is_named_once_and_read_back() {
        for k in GameKind::ALL {
            assert_eq!(GameKind::from_name(k.name()), Some(k));
        }
        assert_eq!(GameKind::from_name("chess"), None);
        assert_eq!(
            GameKind::names(),
            "mehen, senet-kendall, senet-houses, hyena, family-mehen, bak-amen"
        );
    }
}
