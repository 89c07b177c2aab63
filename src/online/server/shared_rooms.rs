//! Rooms in a store shared with other processes (Redis): a process acts for a room only while it
//! holds the room's lease. It takes a room up when a connection asks for one it does not hold
//! (asking the holder to give it up, or waiting for a dead holder's lease to lapse), renews its
//! leases while its rooms live, and gives a room up when another process asks or its lease is lost:
//! the room's players are told to reconnect, and the proxy brings them to the room's new process.
//! A room created here is stored for whichever process its code routes to.

use super::room_task::Command;
use super::{CreateRefused, NewRoom, RoomHandle, Shared};
use crate::online::protocol::ServerMsg;
use crate::online::store::{KEEP_EVERY, LEASE_MS, Store};
use std::sync::Arc;
use std::time::{Duration, Instant};

/// How often the leases are renewed: three times a lease's life.
const RENEW_EVERY: Duration = Duration::from_millis(LEASE_MS / 3);

/// How long a connection waits for another process to give a room up (a dead one's lease lapses
/// within [`LEASE_MS`]).
const WAIT_FOR_ROOM: Duration = Duration::from_millis(LEASE_MS + 1000);

/// The store, when it is shared with other processes.
fn shared_store(shared: &Shared) -> Option<&Store> {
    shared.store.as_ref().filter(|s| s.is_shared())
}

/// The room is kept in the store but cannot be taken up now: the store is out of reach, or the
/// process holding it has not given it up in time. The client is asked to come back.
#[derive(Debug, Clone, Copy)]
pub(super) struct Unavailable;

/// Takes room `code` up from the shared store: its lease (asking the holder to give it up and
/// waiting for it), then the room and its events, played again through the engine. `Ok(None)`:
/// no such room.
pub(super) async fn take_up(
    shared: &Arc<Shared>,
    code: &str,
) -> Result<Option<RoomHandle>, Unavailable> {
    let Some(store) = shared_store(shared) else {
        return Ok(None);
    };
    // A code no room holds has no holder: its lease is taken at once and given back below.
    lease(store, code).await?;
    let stored = match store.load(code).await {
        Ok(Some(stored)) => stored,
        Ok(None) => {
            let _ = store.give_back(code).await;
            return Ok(None);
        }
        Err(e) => {
            tracing::warn!(room = %code, "the store did not answer: {e}");
            let _ = store.give_back(code).await;
            return Err(Unavailable);
        }
    };
    let Some((handle, rx, mut task)) = super::restore(shared, stored) else {
        let _ = store.give_back(code).await;
        return Ok(None);
    };
    // Held now: the room is kept for good (a room made for the store lapses until taken up).
    task.keep_room();
    {
        let mut rooms = shared.rooms.lock().expect("rooms lock");
        // Another connection took the room up meanwhile: that one stands.
        if let Some(first) = rooms.get(code) {
            return Ok(Some(first.clone()));
        }
        rooms.insert(code.to_owned(), handle.clone());
    }
    tracing::info!(room = %code, "room taken up from the store");
    tokio::spawn(task.run(rx));
    Ok(Some(handle))
}

/// Room `code`'s lease for this process: at once when it is free, or once its holder gives it
/// up (asked, and asked again every half second in case it was not listening yet) or lapses.
/// The store out of reach is waited out too, within the same time.
async fn lease(store: &Store, code: &str) -> Result<(), Unavailable> {
    let deadline = Instant::now() + WAIT_FOR_ROOM;
    for round in 0u32.. {
        match store.take(code).await {
            Ok(true) => return Ok(()),
            Ok(false) if round % 10 == 0 => {
                let _ = store.ask_to_give_up(code).await;
            }
            Ok(false) => {}
            Err(e) if round == 0 => {
                tracing::warn!(room = %code, "the store did not answer: {e}");
            }
            Err(_) => {}
        }
        if Instant::now() >= deadline {
            tracing::warn!(room = %code, "the room could not be taken up in time");
            return Err(Unavailable);
        }
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
    Err(Unavailable)
}

/// Makes a room for the shared store: stored under a code no room holds, for the process its code
/// routes to. The creator is answered (its seats and tokens), then told to come back at the
/// room's own address.
pub(super) async fn create(
    shared: &Arc<Shared>,
    ask: NewRoom,
) -> Result<Vec<ServerMsg>, CreateRefused> {
    let store = shared_store(shared).ok_or(CreateRefused::Full)?;
    let mut made = super::make_room(shared, ask)?;
    // Bounded: a code is one of 30^6, so a few tries find a free one.
    for _ in 0..16 {
        made.room.code = super::new_code();
        let (mut answer, _) = made.greeting();
        match store.create(&made.room.saved()).await {
            Ok(true) => {
                tracing::info!(room = %made.room.code, game = made.room.kind().name(), "room made for the store");
                answer.push(ServerMsg::Closing {
                    reason: "the room is made: joining it".into(),
                    resume: true,
                });
                return Ok(answer);
            }
            Ok(false) => continue,
            Err(e) => {
                tracing::warn!("the store did not take a new room: {e}");
                return Err(CreateRefused::Full);
            }
        }
    }
    Err(CreateRefused::Full)
}

/// Starts what keeps this process's rooms its own: the leases renewed, and the rooms other
/// processes ask for given up.
pub(super) async fn start(shared: &Arc<Shared>) -> std::io::Result<()> {
    let Some(store) = shared_store(shared) else {
        return Ok(());
    };
    let asked = store
        .asked_to_give_up()
        .await
        .map_err(std::io::Error::other)?;
    if let Some(mut asked) = asked {
        let for_asks = shared.clone();
        tokio::spawn(async move {
            while let Some(code) = asked.recv().await {
                give_up(&for_asks, &code, "the room moved to another server").await;
            }
        });
    }
    tokio::spawn(renew(shared.clone()));
    Ok(())
}

/// Renews the leases of the rooms held here; a room whose lease is lost (or could not be renewed
/// for a lease's life) is given up.
async fn renew(shared: Arc<Shared>) {
    let Some(store) = shared_store(&shared).cloned() else {
        return;
    };
    let mut tick = tokio::time::interval(RENEW_EVERY);
    tick.set_missed_tick_behavior(tokio::time::MissedTickBehavior::Delay);
    let mut renewed = Instant::now();
    let mut kept = Instant::now();
    loop {
        tick.tick().await;
        let codes: Vec<String> = shared
            .rooms
            .lock()
            .expect("rooms lock")
            .keys()
            .cloned()
            .collect();
        // A held room whose players are quiet for long is kept from lapsing in the store.
        if kept.elapsed() >= KEEP_EVERY {
            match store.keep(&codes).await {
                Ok(()) => kept = Instant::now(),
                Err(e) => tracing::warn!("the store did not keep this server's rooms: {e}"),
            }
        }
        let lost = match store.renew(&codes).await {
            Ok(lost) => {
                renewed = Instant::now();
                lost
            }
            Err(e) if renewed.elapsed() >= Duration::from_millis(LEASE_MS) => {
                tracing::warn!("the store did not renew this server's rooms: {e}");
                codes
            }
            Err(_) => continue,
        };
        for code in lost {
            give_up(&shared, &code, "this server lost the room").await;
        }
    }
}

/// Gives room `code` up, if it is here: its players are told to reconnect.
async fn give_up(shared: &Shared, code: &str, why: &'static str) {
    if let Some(room) = shared.room(code) {
        let _ = room.tx.send(Command::GiveUp { why }).await;
    }
}
