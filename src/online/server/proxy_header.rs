//! The PROXY protocol (version 2) header a proxy such as HAProxy (`send-proxy-v2`) sends first on
//! each connection: the player's own address, so the per-address limits count each player rather
//! than the proxy. Read with an exact length, so nothing of the HTTP after it is consumed.

use ppp::v2::{Addresses, Command, Header, PROTOCOL_PREFIX};
use std::net::IpAddr;
use tokio::io::{AsyncRead, AsyncReadExt};

/// The header's fixed part: the signature, the version and command, the family, the length.
const FIXED: usize = 16;

/// Why a connection from the proxy carried no usable header.
#[derive(Debug, thiserror::Error)]
pub enum ProxyHeaderError {
    #[error("the connection closed or failed before its PROXY header: {0}")]
    Read(#[from] std::io::Error),
    #[error("the connection did not start with a PROXY protocol version 2 header")]
    NotProxy,
    #[error("the PROXY header is malformed: {0}")]
    Malformed(#[from] ppp::v2::ParseError),
}

/// Reads the header at the start of `stream` and answers the player's address it names, or `None`
/// for a connection the proxy makes on its own account (a health check's `LOCAL` command, or an
/// address family without one).
pub async fn read_source<R: AsyncRead + Unpin>(
    stream: &mut R,
) -> Result<Option<IpAddr>, ProxyHeaderError> {
    let mut bytes = vec![0u8; FIXED];
    stream.read_exact(&mut bytes).await?;
    if !bytes.starts_with(PROTOCOL_PREFIX) {
        return Err(ProxyHeaderError::NotProxy);
    }
    let rest = usize::from(u16::from_be_bytes([bytes[14], bytes[15]]));
    bytes.resize(FIXED + rest, 0);
    stream.read_exact(&mut bytes[FIXED..]).await?;
    let header = Header::try_from(bytes.as_slice())?;
    Ok(match (header.command, header.addresses) {
        (Command::Proxy, Addresses::IPv4(a)) => Some(IpAddr::V4(a.source_address)),
        (Command::Proxy, Addresses::IPv6(a)) => Some(IpAddr::V6(a.source_address)),
        _ => None,
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use ppp::v2::{Builder, Protocol, Version};
    use std::net::SocketAddr;

    fn header(command: Command, from: SocketAddr, to: SocketAddr) -> Vec<u8> {
        Builder::with_addresses(Version::Two | command, Protocol::Stream, (from, to))
            .build()
            .expect("a header")
    }

    #[tokio::test]
    async fn the_source_is_read_and_the_request_after_it_is_left_whole() {
        let from: SocketAddr = "127.0.0.2:50000".parse().expect("an address");
        let to: SocketAddr = "127.0.0.1:7881".parse().expect("an address");
        let mut bytes = header(Command::Proxy, from, to);
        bytes.extend_from_slice(b"GET /healthz HTTP/1.1\r\n");
        let mut stream = bytes.as_slice();
        let source = read_source(&mut stream).await.expect("a source");
        assert_eq!(source, Some(from.ip()));
        assert_eq!(stream, b"GET /healthz HTTP/1.1\r\n");
    }

    #[tokio::test]
    async fn a_health_check_names_no_player() {
        let any: SocketAddr = "127.0.0.3:1".parse().expect("an address");
        let bytes = header(Command::Local, any, any);
        assert_eq!(
            read_source(&mut bytes.as_slice()).await.expect("a source"),
            None
        );
    }

    #[tokio::test]
    async fn plain_http_or_a_cut_header_is_refused() {
        let plain = b"GET /ws?room=ABCD HTTP/1.1\r\nHost: x\r\n\r\n";
        assert!(matches!(
            read_source(&mut plain.as_slice()).await,
            Err(ProxyHeaderError::NotProxy)
        ));
        let from: SocketAddr = "127.0.0.2:5".parse().expect("an address");
        let whole = header(Command::Proxy, from, from);
        let cut = &whole[..whole.len() - 3];
        assert!(matches!(
            read_source(&mut &cut[..]).await,
            Err(ProxyHeaderError::Read(_))
        ));
    }
}
