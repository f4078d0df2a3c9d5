package dev.tungsten.tests.wgsl;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/// Extracts the WGSL sources of naga's `wgsl_errors.rs`: the first argument of each `check(...)`
/// and every source string of each `check_validation! { ... }`, named `test#n` (the `n`-th case
/// of test function `test`, in source order). Sources built with `format!` are skipped.
final class NagaErrorCases {
    private NagaErrorCases() {}

    record Case(String id, String source) {}

    private static final Pattern TEST_FN = Pattern.compile("#\\[test\\]\\s*\\nfn (\\w+)\\(");
    private static final Pattern CALL = Pattern.compile("(?<![\\w!])check\\(|check_validation!\\s*\\{|check_one_validation!\\s*\\{");
    /// A Rust string literal: raw `r#"..."#` (any number of #) or plain `"..."`.
    private static final Pattern STRING = Pattern.compile("r(#*)\"(.*?)\"\\1|\"((?:[^\"\\\\]|\\\\.)*)\"", Pattern.DOTALL);

    static List<Case> parse(String rs) {
        List<int[]> fnStarts = new ArrayList<>();
        List<String> fnNames = new ArrayList<>();
        Matcher f = TEST_FN.matcher(rs);
        while (f.find()) {
            fnStarts.add(new int[] {f.start()});
            fnNames.add(f.group(1));
        }
        List<Case> out = new ArrayList<>();
        Map<String, Integer> counts = new HashMap<>();
        Matcher c = CALL.matcher(rs);
        while (c.find()) {
            String fn = null;
            for (int i = 0; i < fnStarts.size() && fnStarts.get(i)[0] < c.start(); i++) {
                fn = fnNames.get(i);
            }
            if (fn == null) {
                continue;
            }
            int pos = skipBlank(rs, c.end());
            List<String> sources = new ArrayList<>();
            if (c.group().startsWith("check(")) {
                Matcher s = STRING.matcher(rs).region(pos, rs.length());
                if (s.lookingAt()) {
                    sources.add(value(s));
                }
            } else {
                while (true) {
                    pos = skipBlank(rs, pos);
                    Matcher s = STRING.matcher(rs).region(pos, rs.length());
                    if (!s.lookingAt()) {
                        break;
                    }
                    sources.add(value(s));
                    pos = s.end();
                }
            }
            for (String src : sources) {
                int n = counts.merge(fn, 1, Integer::sum);
                out.add(new Case(fn + "#" + n, src));
            }
        }
        return out;
    }

    private static int skipBlank(String s, int i) {
        while (i < s.length() && (s.charAt(i) == ' ' || s.charAt(i) == '\n' || s.charAt(i) == '\t'
                || s.charAt(i) == '\r' || s.charAt(i) == ',')) {
            i++;
        }
        return i;
    }

    private static String value(Matcher s) {
        if (s.group(2) != null) {
            return s.group(2);
        }
        return s.group(3).replace("\\n", "\n").replace("\\t", "\t").replace("\\\"", "\"").replace("\\\\", "\\");
    }
}
