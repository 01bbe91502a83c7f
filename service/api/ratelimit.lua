-- Rate limits: GCRA (the generic cell rate algorithm, a leaky bucket kept as one timestamp
-- per key: the "theoretical arrival time" TAT at which the bucket would be empty again).
-- Called by service/api/limits.py, once per request. Every key it is given shares one hash
-- tag (the client scope), so it runs on one Redis Cluster slot. Redis 6.2 commands only.
--
-- The clock is Redis's own (TIME), so every worker and pod reads one clock. Times are in
-- microseconds; the reply's integers are microseconds too.
--
-- ARGV[1] = 'take': KEYS[1] the class bucket, KEYS[2] the scope's auth-failure bucket;
--   ARGV[2], ARGV[3] the class's interval (µs per request) and period (µs for the whole
--   quota), ARGV[4], ARGV[5] the same for auth failures, ARGV[6] how many requests to take
--   (a worker's lease: service/api/limits.py), ARGV[7] '1' to check the auth failures ('0' for
--   a request that carries no credential: it guesses nothing). Refuses (policy 2) when checked
--   and the scope's auth failures are spent, without taking anything; else takes as many of the requests asked
--   for as the class's bucket holds now, at least one (refused when it holds none).
-- ARGV[1] = 'fail': KEYS[1] the auth-failure bucket; ARGV[2], ARGV[3] as above. Takes one
--   failure (refused when none is left).
-- Reply: {allowed 0|1, policy 1 (class) | 2 (auth failures), remaining, reset µs (until the
--   whole quota is back), retry µs (until the next request would be allowed; 0 if allowed),
--   taken (how many requests were taken: 0 when refused)}.

redis.replicate_commands()  -- TIME before a write: replicate effects (the default since 5.0)
local clock = redis.call('TIME')
local now = tonumber(clock[1]) * 1000000 + tonumber(clock[2])

-- take: 0 (only look), else at most `take` requests (as many as the bucket holds, >= 1)
local function gcra(key, interval, period, take)
  local tat = tonumber(redis.call('GET', key))
  if not tat or tat < now then tat = now end
  local room = math.floor((now - tat + period) / interval)  -- requests the bucket holds now
  if room < 1 then
    return {0, 0, tat - now, tat + interval - period - now, 0}
  end
  if take > 0 then
    local taken = math.min(take, room)
    local new_tat = tat + taken * interval
    redis.call('SET', key, string.format('%d', new_tat),
               'PX', math.ceil((new_tat - now) / 1000))
    return {1, room - taken, new_tat - now, 0, taken}
  end
  return {1, room, tat - now, 0, 0}
end

if ARGV[1] == 'take' then
  if ARGV[7] ~= '0' then
    local a = gcra(KEYS[2], tonumber(ARGV[4]), tonumber(ARGV[5]), 0)
    if a[1] == 0 then
      return {0, 2, 0, a[3], a[4], 0}
    end
  end
  local c = gcra(KEYS[1], tonumber(ARGV[2]), tonumber(ARGV[3]), tonumber(ARGV[6] or '1'))
  return {c[1], 1, c[2], c[3], c[4], c[5]}
end
local f = gcra(KEYS[1], tonumber(ARGV[2]), tonumber(ARGV[3]), 1)
return {f[1], 2, f[2], f[3], f[4], f[5]}
