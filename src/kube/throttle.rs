//! Client-side rate limiting of API requests, as client-go's token bucket does it for
//! `--kube-api-qps` and `--kube-api-burst`: the bucket starts full with `burst` tokens, refills
//! at `qps` tokens a second, and a request waits for a token.

use std::future::Future;
use std::pin::Pin;
use std::sync::{Arc, Mutex};
use std::task::{Context, Poll};
use std::time::{Duration, Instant};

/// The limits of the flags: client-go uses 5 requests a second (burst 10) for a zero QPS, and
/// no limit for a negative one.
#[derive(Debug, Clone, Copy, PartialEq)]
pub(super) struct Limits {
    pub qps: f32,
    pub burst: i32,
}

/// Why the flags cannot build a limiter.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error(
    "burst is required to be greater than 0 when RateLimiter is not set and QPS is set to greater than 0"
)]
pub(super) struct BurstRequired;

impl Limits {
    /// The bucket these limits describe, `None` when requests are not limited.
    pub fn bucket(self) -> Result<Option<Bucket>, BurstRequired> {
        let (qps, burst) = if self.qps == 0.0 {
            (5.0, if self.burst == 0 { 10 } else { self.burst })
        } else {
            (f64::from(self.qps), self.burst)
        };
        if qps < 0.0 {
            return Ok(None);
        }
        if burst <= 0 {
            return Err(BurstRequired);
        }
        Ok(Some(Bucket::new(qps, f64::from(burst), Instant::now())))
    }
}

/// A token bucket on a clock the caller passes in, so that it can be tested without sleeping.
#[derive(Debug)]
pub(super) struct Bucket {
    rate: f64,
    capacity: f64,
    tokens: f64,
    at: Instant,
}

impl Bucket {
    fn new(rate: f64, capacity: f64, now: Instant) -> Bucket {
        Bucket {
            rate,
            capacity,
            tokens: capacity,
            at: now,
        }
    }

    /// Takes a token at `now`, or says how long until one is there.
    fn take(&mut self, now: Instant) -> Result<(), Duration> {
        let elapsed = now.saturating_duration_since(self.at).as_secs_f64();
        self.tokens = (self.tokens + elapsed * self.rate).min(self.capacity);
        self.at = now;
        if self.tokens >= 1.0 {
            self.tokens -= 1.0;
            return Ok(());
        }
        Err(Duration::from_secs_f64((1.0 - self.tokens) / self.rate))
    }
}

/// The tower layer that makes every request of a client wait for a token.
#[derive(Clone)]
pub(super) struct ThrottleLayer {
    bucket: Option<Arc<Mutex<Bucket>>>,
}

impl ThrottleLayer {
    pub fn new(bucket: Option<Bucket>) -> ThrottleLayer {
        ThrottleLayer {
            bucket: bucket.map(|b| Arc::new(Mutex::new(b))),
        }
    }
}

impl<S> tower_layer::Layer<S> for ThrottleLayer {
    type Service = Throttle<S>;

    fn layer(&self, inner: S) -> Throttle<S> {
        Throttle {
            inner,
            bucket: self.bucket.clone(),
            sleep: None,
            granted: false,
        }
    }
}

/// A service that is ready only once it holds a token.
pub(super) struct Throttle<S> {
    inner: S,
    bucket: Option<Arc<Mutex<Bucket>>>,
    sleep: Option<Pin<Box<tokio::time::Sleep>>>,
    /// A token taken for the next call.
    granted: bool,
}

impl<S, R> tower_service::Service<R> for Throttle<S>
where
    S: tower_service::Service<R>,
{
    type Response = S::Response;
    type Error = S::Error;
    type Future = S::Future;

    fn poll_ready(&mut self, cx: &mut Context<'_>) -> Poll<Result<(), S::Error>> {
        if let Some(bucket) = &self.bucket {
            while !self.granted {
                if let Some(sleep) = self.sleep.as_mut() {
                    if sleep.as_mut().poll(cx).is_pending() {
                        return Poll::Pending;
                    }
                    self.sleep = None;
                }
                let taken = bucket
                    .lock()
                    .unwrap_or_else(std::sync::PoisonError::into_inner)
                    .take(Instant::now());
                match taken {
                    Ok(()) => self.granted = true,
                    Err(wait) => self.sleep = Some(Box::pin(tokio::time::sleep(wait))),
                }
            }
        }
        self.inner.poll_ready(cx)
    }

    fn call(&mut self, request: R) -> S::Future {
        self.granted = false;
        self.inner.call(request)
    }
}

/// The layer of a client whose deadline has passed before its first request (`--timeout` of
/// zero or less): every request fails before it is sent, as flux's do with their expired
/// context.
pub(super) struct Expired;

impl<S> tower_layer::Layer<S> for Expired {
    type Service = ExpiredService<S>;

    fn layer(&self, inner: S) -> ExpiredService<S> {
        ExpiredService(inner)
    }
}

pub(super) struct ExpiredService<S>(S);

type BoxError = Box<dyn std::error::Error + Send + Sync>;

impl<S, R> tower_service::Service<R> for ExpiredService<S>
where
    S: tower_service::Service<R>,
{
    type Response = S::Response;
    type Error = BoxError;
    type Future = std::future::Ready<Result<S::Response, BoxError>>;

    fn poll_ready(&mut self, _: &mut Context<'_>) -> Poll<Result<(), BoxError>> {
        Poll::Ready(Err("context deadline exceeded".into()))
    }

    fn call(&mut self, _: R) -> Self::Future {
        std::future::ready(Err("context deadline exceeded".into()))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_full_bucket_grants_burst_requests_then_refills_at_the_rate() {
        let start = Instant::now();
        let mut bucket = Bucket::new(2.0, 3.0, start);
        for _ in 0..3 {
            assert_eq!(bucket.take(start), Ok(()));
        }
        let wait = bucket.take(start).unwrap_err();
        assert_eq!(wait, Duration::from_millis(500));
        assert_eq!(bucket.take(start + Duration::from_millis(500)), Ok(()));
        // A long pause refills to the burst, not beyond.
        let later = start + Duration::from_secs(60);
        for _ in 0..3 {
            assert_eq!(bucket.take(later), Ok(()));
        }
        assert!(bucket.take(later).is_err());
    }

    #[test]
    fn limits_follow_client_go() {
        assert!(
            Limits {
                qps: -1.0,
                burst: 0
            }
            .bucket()
            .unwrap()
            .is_none()
        );
        let default = Limits { qps: 0.0, burst: 0 }.bucket().unwrap().unwrap();
        assert_eq!((default.rate, default.capacity), (5.0, 10.0));
        assert_eq!(
            Limits {
                qps: 50.0,
                burst: 0
            }
            .bucket()
            .unwrap_err(),
            BurstRequired
        );
        let flux = Limits {
            qps: 50.0,
            burst: 300,
        }
        .bucket()
        .unwrap()
        .unwrap();
        assert_eq!((flux.rate, flux.capacity), (50.0, 300.0));
    }
}
