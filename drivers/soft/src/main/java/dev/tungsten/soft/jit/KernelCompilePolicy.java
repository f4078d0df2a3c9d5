package dev.tungsten.soft.jit;

import java.lang.System.Logger.Level;
import java.lang.management.ManagementFactory;
import java.nio.file.Files;
import java.nio.file.Path;

import javax.management.MBeanServer;
import javax.management.ObjectName;

/// Asks HotSpot to compile generated kernels with C2 only, once per JVM.
///
/// Why: a kernel is one long method full of Vector API calls. HotSpot's tiered policy first
/// compiles it with C1, whose profiling tier (3) gives up on such methods ("out of virtual
/// registers in LIR generator"); the method then stays at tier 2 (C1 without profiles), which
/// never moves on to C2, and C1 does not intrinsify the Vector API, so every lane operation
/// allocates.
///
/// It also keeps C2 from inlining a kernel's methods into one another: the run method inlined
/// the small segment methods until it reached C2's node-count cutoff part way into one, whose
/// remaining lane operations then stayed calls that box every vector. Each segment compiled
/// alone stays within the cutoff (`docs/decisions/0003-jit-kernels-compiled-by-c2-alone.md`).
///
/// How: a compiler directive (`-XX:CompilerDirectivesFile` syntax) excluding the kernels' methods
/// from C1 and from inlining, added at run time through the `compilerDirectivesAdd` operation of
/// the JVM's DiagnosticCommand MBean (the `jcmd Compiler.directives_add` command). Kernels are then
/// interpreted until C2 compiles them. The directive matches only this package's generated
/// `Shader` classes.
///
/// The same directive makes C2 always inline [VectorOps]' methods (and [FastExp2], which one of
/// them calls) into kernels. While a kernel is interpreted those small methods are hot on their
/// own, so C2 may compile one alone before the kernel; were its compiled body then larger than
/// `InlineSmallCode` (2500 bytes), C2 would leave it a call in the kernel ("already compiled into
/// a big method") and box every vector passing through it. This once failed `JitAllocationTest`
/// for a reinterpreting helper, and `-XX:InlineSmallCode=300` reproduces it for most helpers.
/// Forcing them costs nothing extra: [SegmentBudget] sizes segments as if every call in them were
/// inlined.
///
/// A second directive keeps the steps of [FastPow] out of its own methods (the first keeps them
/// out of kernels): each step compiles alone, as one method doing all of POW is past C2's
/// node-count cutoff (see there).
///
/// Where the MBean is missing (another JVM), nothing changes but speed, and the
/// reason is logged.
///
/// One more setting cannot be made at run time and is checked instead:
/// `-XX:PerMethodRecompilationCutoff=-1`. C2 adds up, while it compiles a method, how often each
/// method it inlines has had its own compiled code thrown away; once that sum passes half the
/// cutoff (201 by default) and any inlined method has ever failed a type check, C2 stops
/// trusting type profiles and compiles a call on the slow side of each type guard instead of a
/// trap. A call takes its vector as an object, so every vector of the kernel is boxed. A segment
/// inlines `Float512Vector.lanewise` up to about 80 times, so three discarded compilations of that
/// one shared JDK method (any Vector API code in the process can cause them) are enough. The
/// option makes the cutoff unlimited (its documented `-1`); the project's launcher, tests and
/// benchmarks set it, and a JVM without it gets one warning.
final class KernelCompilePolicy {
    private static final System.Logger LOG = System.getLogger(KernelCompilePolicy.class.getName());
    private static final String KERNELS = KernelGenerator.CD_SHADER.packageName().replace('.', '/')
            + "/" + KernelGenerator.CD_SHADER.displayName() + "*.*";
    /// [FastPow]'s steps, each compiled alone.
    private static final String FAST_POW_STEPS = helpers(FastPow.class).replace(".*", ".*Step");
    private static final String DIRECTIVE = "[{ match: \"" + KERNELS + "\", c1: { Exclude: true }, inline: [\"-" + KERNELS
            + "\", \"+" + helpers(VectorOps.class) + "\", \"+" + helpers(FastExp2.class) + "\", \"-" + FAST_POW_STEPS
            + "\"] }, { match: \"" + helpers(FastPow.class) + "\", inline: [\"-" + FAST_POW_STEPS + "\"] }]";
    private static final boolean INSTALLED = install();
    /// The option [#INSTALLED] cannot set, see the class comment.
    static final String RECOMMENDED_OPTION = "-XX:PerMethodRecompilationCutoff=-1";

    static {
        String cutoff = vmOption("PerMethodRecompilationCutoff");
        if (cutoff != null && !cutoff.equals("-1")) {
            LOG.log(Level.WARNING, () -> "JIT: PerMethodRecompilationCutoff is " + cutoff + "; start the JVM with "
                    + RECOMMENDED_OPTION + " or kernels compiled late in a long run may box their vectors (slower,"
                    + " and allocating)");
        }
    }

    private KernelCompilePolicy() {}

    /// The directive pattern of every method of `helper`.
    private static String helpers(Class<?> helper) {
        return helper.getName().replace('.', '/') + ".*";
    }

    /// Makes sure the directive is installed; returns whether it is.
    static boolean ensureInstalled() {
        return INSTALLED;
    }

    /// A HotSpot option's value, or null where the JVM does not say.
    static String vmOption(String name) {
        try {
            return ManagementFactory.getPlatformMXBean(com.sun.management.HotSpotDiagnosticMXBean.class)
                    .getVMOption(name).getValue();
        } catch (RuntimeException | LinkageError e) {
            return null;
        }
    }

    private static boolean install() {
        Path file = null;
        try {
            file = Files.createTempFile("tungsten-jit-directive", ".json");
            Files.writeString(file, DIRECTIVE);
            MBeanServer server = ManagementFactory.getPlatformMBeanServer();
            ObjectName name = new ObjectName("com.sun.management:type=DiagnosticCommand");
            Object reply = server.invoke(name, "compilerDirectivesAdd", new Object[] {new String[] {file.toString()}},
                    new String[] {String[].class.getName()});
            String text = String.valueOf(reply);
            if (text.contains("rror") || text.contains("ailed")) {
                LOG.log(Level.WARNING, () -> "JIT: HotSpot refused the kernel compile directive: " + text.strip());
                return false;
            }
            return true;
        } catch (Exception | LinkageError e) {
            LOG.log(Level.WARNING, () -> "JIT: cannot ask HotSpot to compile kernels with C2 only (" + e
                    + "); kernels may stay in C1 and run slowly");
            return false;
        } finally {
            if (file != null) {
                try {
                    Files.deleteIfExists(file);
                } catch (java.io.IOException ignored) {
                    // A leftover temporary file is harmless.
                }
            }
        }
    }
}
