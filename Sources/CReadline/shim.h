#ifndef KITH_CREADLINE_SHIM_H
#define KITH_CREADLINE_SHIM_H

#include <stdio.h>
#include <readline/readline.h>
#include <readline/history.h>

// Swift 6 cannot assign readline's C globals directly; these setters do it.
static inline void kith_rl_set_name(const char *name) { rl_readline_name = name; }
static inline void kith_rl_set_completion(rl_completion_func_t *function) { rl_attempted_completion_function = function; }
static inline void kith_rl_set_completion_over(int over) { rl_attempted_completion_over = over; }
static inline void kith_rl_clear_line(void) {
  rl_replace_line("", 0);
  rl_crlf();
  rl_on_new_line();
  rl_redisplay();
}

#endif
