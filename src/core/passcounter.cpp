#include "passcounter.h"

#include <array>
#include <atomic>

namespace pinaculo {

namespace {
constexpr int KindCount = 2;

std::array<std::atomic<quint64>, KindCount> g_counts {};
// How deep this thread is inside passes of each kind: only the outermost one counts.
thread_local std::array<int, KindCount> t_depth {};

int slot(PassCounter::Kind kind)
{
    return kind == PassCounter::Kind::Validation ? 0 : 1;
}
} // namespace

PassCounter::PassCounter(Kind kind)
    : m_kind(kind)
{
    if (t_depth[slot(kind)]++ == 0)
        g_counts[slot(kind)].fetch_add(1, std::memory_order_relaxed);
}

PassCounter::~PassCounter()
{
    --t_depth[slot(m_kind)];
}

quint64 PassCounter::count(Kind kind)
{
    return g_counts[slot(kind)].load(std::memory_order_relaxed);
}

} // namespace pinaculo
