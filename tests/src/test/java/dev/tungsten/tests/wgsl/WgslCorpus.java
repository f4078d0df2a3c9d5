package dev.tungsten.tests.wgsl;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Set;
import java.util.stream.Stream;

import dev.tungsten.tests.SharedShelf;

/// The three WGSL corpora on the shelf and which of their files are self-contained modules.
final class WgslCorpus {
    private WgslCorpus() {}

    /// Files that are not complete modules on their own: the cornell shaders that the sample
    /// concatenates with `common.wgsl`, the glTF shader whose `VertexInput` struct the TypeScript
    /// host generates, and files with `{{...}}`/`{NAME}` template holes that the Rust or
    /// TypeScript host fills in before compiling.
    static final Set<String> NOT_SELF_CONTAINED = Set.of(
            "sample/cornell/rasterizer.wgsl", "sample/cornell/raytracer.wgsl", "sample/cornell/radiosity.wgsl",
            "sample/cornell/tonemapper.wgsl", "sample/skinnedMesh/gltf.wgsl", "tests/src/copy_texture_to_buffer.wgsl",
            "tests/tests/shader/shader_test.wgsl");

    /// Files their own project uses as invalid input (a compilation-message test, and a
    /// regression file missing a `;` that wgpu's test feeds through a lenient path).
    static final Set<String> INVALID_ON_PURPOSE = Set.of(
            "tests/tests/shader/compilation_messages/error_shader.wgsl",
            "tests/tests/regression/issue_4485.wgsl");

    /// The 87 naga inputs.
    static List<Path> naga() {
        return list(SharedShelf.require("corpus/wgsl-naga/naga/tests/in"));
    }

    static List<Path> webgpuSamples() {
        return selfContained(SharedShelf.require("corpus/wgsl-webgpu-samples"));
    }

    static List<Path> wgpuExamples() {
        return selfContained(SharedShelf.require("corpus/wgsl-wgpu-examples"));
    }

    static String relative(Path root, Path file) {
        return root.relativize(file).toString().replace('\\', '/');
    }

    private static List<Path> selfContained(Path root) {
        return list(root).stream().filter(p -> !NOT_SELF_CONTAINED.contains(relative(root, p))).toList();
    }

    static boolean invalidOnPurpose(Path root, Path file) {
        return INVALID_ON_PURPOSE.contains(relative(root, file));
    }

    static List<Path> list(Path root) {
        try (Stream<Path> s = Files.walk(root)) {
            return s.filter(p -> p.toString().endsWith(".wgsl")).sorted().toList();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    static String read(Path p) {
        try {
            return Files.readString(p);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
