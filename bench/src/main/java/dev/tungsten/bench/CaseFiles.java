package dev.tungsten.bench;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;

/// The benchmarks' shaders are test cases of the project, kept once as files under `tests/cases`
/// (`bench/*.tgsi`, and the golden scenes' pass-through vertex shader): the tests read the files,
/// and this module's pom packages them on its classpath at the same paths, so what is measured
/// here is what the tests check.
final class CaseFiles {
    private CaseFiles() {}

    /// The text of `tests/cases/PATH`, from the classpath.
    ///
    /// @throws IllegalStateException when the file was not packaged (a build without the pom's resources)
    static String read(String path) {
        String resource = "/tests/cases/" + path;
        try (InputStream in = CaseFiles.class.getResourceAsStream(resource)) {
            if (in == null) {
                throw new IllegalStateException(resource + " is not on the classpath (bench/pom.xml packages tests/cases)");
            }
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UncheckedIOException(resource, e);
        }
    }
}
