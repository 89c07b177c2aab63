//! A connection comes into the room: a seat taken or watched ([`RoomTask::join`]), or seats taken
//! back with their tokens ([`RoomTask::resume`]), whose earlier connection then speaks for nobody.

use super::delivery::strip_legal;
use super::{Member, Outbox, Refused, RoomTask};
use crate::online::protocol::{SeatToken, ServerMsg, clean_name, show_code};
use crate::online::room::{RoomError, seed_hash, token_hash, whole_code};
use crate::online::store::Write;

impl RoomTask {
    pub(super) fn join(
        &mut self,
        conn: u64,
        (seat, watch, invite): (Option<u8>, bool, Option<&str>),
        name: Option<&str>,
        outbox: Outbox,
    ) -> Result<Vec<ServerMsg>, Refused> {
        let other = |e: RoomError| Refused::Other(e.to_string());
        let name = name
            .map(clean_name)
            .transpose()
            .map_err(|e| Refused::Other(e.to_string()))?
            .flatten();
        let room = &mut self.room;
        let (seat, token) = if watch {
            (None, None)
        } else {
            if room.started {
                return Err(other(RoomError::AlreadyStarted));
            }
            if room.invite.is_some() && room.invite != invite.map(token_hash) {
                return Err(Refused::WrongSecret(RoomError::InviteOnly.to_string()));
            }
            let token = crate::online::server::new_token();
            let s = room.take_seat(seat, token.clone()).map_err(other)?;
            if let Some(name) = name {
                room.seats[s as usize].name = name;
            }
            (Some(s), Some(token))
        };
        room.last_active = self.shared.now();
        let mut out = vec![
            ServerMsg::Joined {
                code: show_code(&room.code),
                seat,
                token,
                seed_hash: seed_hash(room.setup.seed),
                also: Vec::new(),
                invite: None,
            },
            room.lobby(),
        ];
        // A watcher arriving mid-game sees what happened so far.
        if watch && room.started {
            out.extend(room.catch_up(0));
            out.extend(room.end().or_else(|| room.to_move()));
        }
        if seat.is_some() {
            let lobby = room.lobby();
            self.writes.push(Write::Room(self.room.saved()));
            self.publish(&[lobby]);
        }
        self.add(conn, seat.into_iter().collect(), outbox);
        Ok(out)
    }

    pub(super) fn resume(
        &mut self,
        conn: u64,
        tokens: &[String],
        last_event: u64,
        outbox: Outbox,
    ) -> Result<Vec<ServerMsg>, Refused> {
        let mut mine: Vec<SeatToken> = Vec::new();
        for t in tokens.iter().take(6) {
            let seat = self
                .room
                .seat_of(t)
                .map_err(|e| Refused::WrongSecret(e.to_string()))?;
            if !mine.iter().any(|m| m.seat == seat) {
                mine.push(SeatToken {
                    seat,
                    token: t.clone(),
                });
            }
        }
        let Some(first) = mine.first().cloned() else {
            return Err(Refused::WrongSecret(RoomError::BadToken.to_string()));
        };
        let seats: Vec<u8> = mine.iter().map(|m| m.seat).collect();
        // One owner a seat: a connection still holding one of these seats is closed (its player
        // is back elsewhere).
        let holders: Vec<u64> = self
            .members
            .iter()
            .filter(|(_, m)| m.seats.iter().any(|s| seats.contains(s)))
            .map(|(&id, _)| id)
            .collect();
        for id in holders {
            self.drop_member(id, Some("another connection took this seat back"), &seats);
        }
        let now = self.shared.now();
        for &seat in &seats {
            self.room.set_connected(seat, true, now);
        }
        let back: Vec<ServerMsg> = seats
            .iter()
            .map(|&seat| ServerMsg::Presence {
                seat,
                connected: true,
                grace_ms: None,
            })
            .collect();
        self.publish(&back);
        let room = &mut self.room;
        room.last_active = now;
        // The host coming back before the start is given the whole code again.
        let host = mine.iter().find(|m| m.seat == 0);
        let invite = match (host, &room.invite) {
            (Some(host), Some(_)) if !room.started => Some(whole_code(&room.code, &host.token)),
            _ => None,
        };
        let mut out = vec![
            ServerMsg::Joined {
                code: show_code(&room.code),
                seat: Some(first.seat),
                token: Some(first.token),
                seed_hash: seed_hash(room.setup.seed),
                also: mine.split_off(1),
                invite,
            },
            room.lobby(),
        ];
        out.extend(room.catch_up(last_event));
        out.extend(room.end().or_else(|| room.to_move()));
        // The legal actions only for the seat to move, when it is one of these.
        for m in &mut out {
            strip_legal(m, &seats);
        }
        self.add(conn, seats, outbox);
        Ok(out)
    }

    pub(super) fn add(&mut self, conn: u64, seats: Vec<u8>, outbox: Outbox) {
        self.members.insert(conn, Member { seats, outbox });
        self.empty_since = None;
    }
}
